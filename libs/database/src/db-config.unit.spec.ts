import path from 'node:path';
import { dbConfigFromEnv } from './db-config.js';

describe('dbConfigFromEnv', () => {
  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(dbConfigFromEnv({ DATABASE_URL: 'postgres://u@h:5432/db', GHG_DATA_DIR: '/ignored' })).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
    expect(dbConfigFromEnv({ DATABASE_URL: 'postgres://h/db', DATABASE_POOL_SIZE: '25' })).toEqual({
      kind: 'postgres',
      url: 'postgres://h/db',
      poolSize: 25,
    });
  });

  it('uses PGlite at GHG_DATA_DIR, by default ./.data/pglite', () => {
    expect(dbConfigFromEnv({ GHG_DATA_DIR: '/var/lib/ghg' })).toEqual({
      kind: 'pglite',
      dataDir: '/var/lib/ghg',
    });
    expect(dbConfigFromEnv({ DATABASE_URL: '  ' })).toEqual({
      kind: 'pglite',
      dataDir: path.resolve('.data/pglite'),
    });
  });
});
