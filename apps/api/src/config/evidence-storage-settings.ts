import path from 'node:path';

/**
 * Where attached files' bytes go (issue 23): a directory on disk (the embedded mode, beside its PGlite data) or
 * PostgreSQL (production: a table of bytea chunks, so files share the database's backups and replicas).
 */
export type EvidenceStorageSettings = { kind: 'disk'; dir: string } | { kind: 'postgres' };

/**
 * GHG_EVIDENCE_STORAGE=disk|postgres and GHG_EVIDENCE_DIR. Without them: disk in `defaultDir` when the process
 * has one (npm start: beside the data directory), else PostgreSQL. GHG_EVIDENCE_DIR alone means disk.
 */
export function evidenceStorageFromEnv(
  env: NodeJS.ProcessEnv,
  defaultDir: string | undefined,
): EvidenceStorageSettings {
  const kind = env.GHG_EVIDENCE_STORAGE || (env.GHG_EVIDENCE_DIR || defaultDir ? 'disk' : 'postgres');
  if (kind === 'postgres') return { kind };
  if (kind !== 'disk')
    throw new Error(
      `GHG_EVIDENCE_STORAGE must be disk or postgres, got '${String(env.GHG_EVIDENCE_STORAGE)}'`,
    );
  const dir = env.GHG_EVIDENCE_DIR || defaultDir;
  if (!dir) throw new Error('GHG_EVIDENCE_STORAGE=disk needs GHG_EVIDENCE_DIR');
  // Relative to the working directory, like any path an operator types.
  return { kind, dir: path.resolve(dir) };
}
