import path from 'node:path';
import { evidenceStorageFromEnv } from './evidence-storage-settings.js';

describe('evidence storage from the environment (issue 23)', () => {
  it('disk beside the data in embedded mode, PostgreSQL in production, GHG_EVIDENCE_DIR alone means disk', () => {
    expect(evidenceStorageFromEnv({}, '/srv/.data/evidence')).toEqual({
      kind: 'disk',
      dir: '/srv/.data/evidence',
    });
    expect(evidenceStorageFromEnv({}, undefined)).toEqual({ kind: 'postgres' });
    expect(evidenceStorageFromEnv({ GHG_EVIDENCE_DIR: 'files' }, undefined)).toEqual({
      kind: 'disk',
      dir: path.resolve('files'),
    });
    expect(evidenceStorageFromEnv({ GHG_EVIDENCE_STORAGE: 'postgres' }, '/srv/.data/evidence')).toEqual({
      kind: 'postgres',
    });
  });

  it('refuses an unknown kind and disk without a directory', () => {
    expect(() => evidenceStorageFromEnv({ GHG_EVIDENCE_STORAGE: 's3' }, undefined)).toThrow(
      /GHG_EVIDENCE_STORAGE/,
    );
    expect(() => evidenceStorageFromEnv({ GHG_EVIDENCE_STORAGE: 'disk' }, undefined)).toThrow(
      /GHG_EVIDENCE_DIR/,
    );
  });
});
