import path from 'node:path';

/** The work tree's scratch folder (gitignored): templates and per-test databases live here. */
export const TMP_DIR = path.resolve(__dirname, '../../.tmp');
