import type { SqlClient } from './sql-client.js';

/**
 * A client that can also run a script of several statements (a migration file, a test fixture).
 * `query` cannot: PGlite's parameterised protocol accepts one statement only. Every client that openDb hands out
 * (the Db, its sessions and its transactions) has this method.
 */
export interface ScriptClient extends SqlClient {
  runScript(sql: string): Promise<void>;
}

export function isScriptClient(client: SqlClient): client is ScriptClient {
  return typeof (client as Partial<ScriptClient>).runScript === 'function';
}

/** Runs a multi-statement SQL script on a client made by openDb (or any ScriptClient). */
export async function runScript(client: SqlClient, sql: string): Promise<void> {
  if (!isScriptClient(client)) {
    throw new TypeError('runScript needs a client created by openDb (it has no runScript method)');
  }
  await client.runScript(sql);
}
