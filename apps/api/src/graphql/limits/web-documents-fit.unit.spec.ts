import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatDocument } from '@urql/core';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { typeDefs } from '../schema.graphql.js';
import { GRAPHQL_LIMITS, graphqlLimits } from './graphql-limits.js';

const WEB_SRC = join(__dirname, '..', '..', '..', '..', 'web', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every gql`…` document of the web app, as urql sends it (it adds __typename to each selection set). */
const webDocuments = sourceFiles(WEB_SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/gql`([^`]*)`/g)].map((match, i) => ({
    name: `${file.slice(WEB_SRC.length + 1)} #${i + 1}`,
    source: match[1]!,
  })),
);

describe('the GraphQL limits fit the web app', () => {
  const schema = buildSchema(typeDefs);
  const { validationRules } = graphqlLimits({ hideSchema: true });

  it('finds the documents (the extraction still matches how the web app writes them)', () => {
    expect(webDocuments.length).toBeGreaterThanOrEqual(20);
    expect(webDocuments.some((d) => d.source.includes('requestFullReport'))).toBe(true);
  });

  it.each(webDocuments)('$name passes every limit', ({ source }) => {
    const document = formatDocument(parse(source, { maxTokens: GRAPHQL_LIMITS.tokens }));
    expect(validate(schema, document, [...specifiedRules, ...validationRules]).map((e) => e.message)).toEqual(
      [],
    );
  });
});
