import type { Db } from './sql-client.js';

/**
 * A Db that can deliver PostgreSQL notifications (LISTEN) to this process. The PostgreSQL Db made by openDb has
 * it; PGlite does not need it (one process: in-process signals reach every listener already).
 */
export interface NotificationListener {
  /**
   * Starts listening on `channel` on a dedicated connection and calls onNotification for each NOTIFY. Resolves
   * to a function that stops listening. The Db stops every listener itself when it is closed.
   */
  listen(channel: string, onNotification: (payload: string) => void): Promise<() => Promise<void>>;
}

export function canListen(db: Db): db is Db & NotificationListener {
  return typeof (db as Partial<NotificationListener>).listen === 'function';
}
