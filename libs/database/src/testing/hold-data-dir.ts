// Test fixture run as a separate process: opens a PGlite data dir, prints "open", holds it until stdin closes.
import { openDb } from '../open-db.js';

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: hold-data-dir.ts <dataDir>');
  const db = await openDb({ kind: 'pglite', dataDir });
  process.stdout.write('open\n');
  process.stdin.resume();
  process.stdin.on('end', () => {
    void db.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
