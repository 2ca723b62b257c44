import { join } from 'node:path';
import { buildSchema, printSchema } from 'graphql';
import { typeDefs } from './schema.graphql.js';

/** Where the SDL is committed: apps/api/schema.graphql (the same path from src/ and from dist/). */
export const publishedSdlFile = join(__dirname, '..', '..', 'schema.graphql');

/** The SDL committed as apps/api/schema.graphql: what clients build against (one file, printed by graphql-js). */
export function publishedSdl(): string {
  return `${printSchema(buildSchema(typeDefs))}\n`;
}
