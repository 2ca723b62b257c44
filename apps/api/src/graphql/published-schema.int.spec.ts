import { readFileSync } from 'node:fs';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { publishedSdlFile } from './published-sdl.js';

describe('the schema the server serves', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(async () => {
    await api.close();
  });

  it('is the published SDL (apps/api/schema.graphql), types, fields and descriptions', () => {
    const served = api.app.get(GraphQLSchemaHost).schema;
    const published = buildSchema(readFileSync(publishedSdlFile, 'utf8'));
    // Nest merges the feature files itself: only the order of types and fields may differ.
    expect(printSchema(lexicographicSortSchema(served))).toBe(
      printSchema(lexicographicSortSchema(published)),
    );
  });
});
