import type { Logger } from '../config/logger.js';

/** Runs a process entry point; a failed start is one fatal JSON log line and exit code 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const err =
      error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
    console.error(
      JSON.stringify({ level: 'fatal', time: new Date().toISOString(), msg: 'start failed', err }),
    );
    process.exit(1);
  });
}

/** On SIGINT/SIGTERM: close in the given order (stop taking requests first), then exit. */
export function closeOnSignals(logger: Logger, steps: readonly (() => Promise<unknown>)[]): void {
  const shutdown = async (signal: string): Promise<void> => {
    logger.info({ signal }, 'shutting down');
    for (const step of steps) await step();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
