/** Adds a write to a section's queue; it answers what the write answers. */
export type Enqueue = <T>(job: () => Promise<T>) => Promise<T>;

/**
 * One section's writes, one after another in the order asked. A job starts only when the writes before it have
 * settled (succeeded or failed), so what it sends is decided then, not when it was asked: a row whose AddRow is
 * still on its way is by then on the server, and its next save is an UpdateRow, not a second AddRow of the same
 * id (which the server refuses, leaving the row unsaved).
 */
export function writeQueue(): Enqueue {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const outcome = tail.then(job);
    tail = outcome.catch(() => undefined);
    return outcome;
  };
}
