/**
 * Writes docs/events/schemas/*.schema.json and the index in docs/events/README.md from libs/contracts.
 *   npx tsx tools/events/generate-schemas.ts
 * Run it after changing an event payload schema; the unit test fails while the files are stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EVENT_SCHEMA_DIR, renderEventSchemas, withIndex } from './event-schemas.js';

const root = path.resolve(__dirname, '../..');
const dir = path.join(root, EVENT_SCHEMA_DIR);
async function main(): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const rendered = renderEventSchemas();
  for (const stale of fs
    .readdirSync(dir)
    .filter((file) => !rendered.some((schema) => schema.file === file))) {
    fs.rmSync(path.join(dir, stale));
  }
  for (const schema of rendered) fs.writeFileSync(path.join(dir, schema.file), schema.content);
  const readme = path.join(root, 'docs/events/README.md');
  fs.writeFileSync(readme, withIndex(fs.readFileSync(readme, 'utf8')));
  console.log(`wrote ${rendered.length} event schemas to ${EVENT_SCHEMA_DIR}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
