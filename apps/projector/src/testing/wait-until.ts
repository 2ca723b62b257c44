import { setTimeout as delay } from 'node:timers/promises';

/** Polls a condition until it holds; fails with `what` after timeoutMs so a stuck test says what it waited for. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await delay(10);
  }
}
