import path from 'node:path';

/** Which database to open: embedded PGlite (in memory when dataDir is absent) or PostgreSQL through `pg`. */
export type DbConfig =
  { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string; poolSize?: number };

export const DEFAULT_PGLITE_DATA_DIR = './.data/pglite';

/** DATABASE_URL set → PostgreSQL; otherwise PGlite persisted at GHG_DATA_DIR (default ./.data/pglite). */
export function dbConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  const url = env['DATABASE_URL']?.trim();
  if (url) {
    const poolSize = env['DATABASE_POOL_SIZE'] ? Number(env['DATABASE_POOL_SIZE']) : undefined;
    return poolSize && Number.isInteger(poolSize) && poolSize > 0
      ? { kind: 'postgres', url, poolSize }
      : { kind: 'postgres', url };
  }
  const dataDir = env['GHG_DATA_DIR']?.trim() || DEFAULT_PGLITE_DATA_DIR;
  return { kind: 'pglite', dataDir: path.resolve(dataDir) };
}
