/**
 * In-process "events were appended" signal, one per database object, so every subscription in this process wakes
 * at once after a local append, whichever store instance appended. Other processes' appends are found by polling.
 */
export class AppendSignal {
  /** Increases on every notification: lets a waiter notice an append that happened while it was reading. */
  version = 0;
  private readonly listeners = new Set<() => void>();

  notify(): void {
    this.version++;
    for (const listener of [...this.listeners]) listener();
  }

  /** Resolves after the next notification, after timeoutMs, or at once if version already moved past seen. */
  wait(seenVersion: number, timeoutMs: number, cancel: AbortSignal): Promise<void> {
    if (this.version !== seenVersion || cancel.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.listeners.delete(finish);
        cancel.removeEventListener('abort', finish);
        resolve();
      };
      const timer = setTimeout(finish, timeoutMs);
      this.listeners.add(finish);
      cancel.addEventListener('abort', finish);
    });
  }
}

const signals = new WeakMap<object, AppendSignal>();

export function appendSignalFor(db: object): AppendSignal {
  let signal = signals.get(db);
  if (!signal) {
    signal = new AppendSignal();
    signals.set(db, signal);
  }
  return signal;
}

/** Call after committing a transaction that used appendInTransaction, so local subscribers wake at once. */
export function notifyEventsAppended(db: object): void {
  appendSignalFor(db).notify();
}
