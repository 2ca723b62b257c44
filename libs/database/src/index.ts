export type { Db, DbSession, SqlClient } from './sql-client.js';
