import { writeFileSync } from 'node:fs';
import { publishedSdl, publishedSdlFile } from './published-sdl.js';

// `npm run graphql:schema`: writes the published SDL (apps/api/schema.graphql) from the code.
const file = publishedSdlFile;
writeFileSync(file, publishedSdl());
console.log(`wrote ${file}`);
