import { readFileSync } from 'node:fs';
import { emissionViewSchema, sectionSheetViewSchema } from '@ghg/contracts';
import { buildSchema, getNamedType, type GraphQLNamedType, type GraphQLSchema, isObjectType } from 'graphql';
import { z } from 'zod';
import { contractDisagreements } from './contract-types/contract-agreement.js';
import { CONTRACT_SCALARS, CONTRACT_TYPES } from './contract-types/contract-types.js';
import { publishedSdl, publishedSdlFile } from './published-sdl.js';

const PUBLISHED = readFileSync(publishedSdlFile, 'utf8');
const published = buildSchema(PUBLISHED);

/** Every type a root field's answer can hold. */
function reachable(schema: GraphQLSchema, root: string, seen = new Set<string>()): GraphQLNamedType[] {
  const start = getNamedType(schema.getQueryType()!.getFields()[root]!.type);
  const walk = (type: GraphQLNamedType): GraphQLNamedType[] => {
    if (seen.has(type.name)) return [];
    seen.add(type.name);
    if (!isObjectType(type)) return [type];
    return [type, ...Object.values(type.getFields()).flatMap((f) => walk(getNamedType(f.type)))];
  };
  return walk(start);
}

describe('the published GraphQL schema (apps/api/schema.graphql)', () => {
  it('is the schema the code builds: `npm run graphql:schema` writes it again after a change', () => {
    expect(PUBLISHED).toBe(publishedSdl());
  });

  it.each(CONTRACT_TYPES.map((type) => [type.name, type] as const))(
    '%s agrees with its zod contract field by field',
    (_name, type) => {
      expect(contractDisagreements(published, type, CONTRACT_SCALARS)).toEqual([]);
    },
  );

  it.each([
    'chartsData',
    'emissionLineWorking',
    'sectionSheet',
    'reportOverview',
    'answerAuditLog',
    'auditLog',
  ])('%s answers real types, no JSON anywhere inside', (root) => {
    expect(reachable(published, root).map((t) => t.name)).not.toContain('JSON');
  });
});

describe('a contract that drifted from the published schema', () => {
  const sheet = CONTRACT_TYPES.find((t) => t.name === 'SectionSheet')!;

  it('names every field that changed type or nullability, appeared or went', () => {
    const drifted = sectionSheetViewSchema
      .extend({
        revision: z.string(),
        path: z.enum(['detailed', 'summarized']),
        reviewer: z.string().nullable(),
        items: z.string(),
      })
      .omit({ progress: true });
    expect(contractDisagreements(published, { ...sheet, schema: drifted }, CONTRACT_SCALARS)).toEqual([
      'SectionSheet.revision: String in the contract, Int in the schema',
      'SectionSheet.items: String in the contract, [String!] in the schema',
      'SectionSheet.path: non-null in the contract, nullable in the schema',
      'SectionSheet.reviewer: in the contract, not in the schema',
      'SectionSheet.progress: in the schema, not in the contract',
    ]);
  });

  it('finds a change deep inside, in an object reached through a list', () => {
    const emission = emissionViewSchema.extend({ co2eKg: z.number().int().nullable() });
    const rows = z.array(
      (sectionSheetViewSchema.shape.rows.element as z.ZodObject).extend({ emission: emission.nullable() }),
    );
    const drifted = sectionSheetViewSchema.extend({ rows });
    expect(contractDisagreements(published, { ...sheet, schema: drifted }, CONTRACT_SCALARS)).toEqual([
      'Emission.co2eKg: nullable in the contract, non-null in the schema',
      'Emission.co2eKg: Int in the contract, Float in the schema',
    ]);
  });

  it('refuses a contract value GraphQL has no type for', () => {
    const drifted = sectionSheetViewSchema.extend({ fuels: z.record(z.string(), z.number()) });
    expect(contractDisagreements(published, { ...sheet, schema: drifted }, CONTRACT_SCALARS)).toEqual([
      'SectionSheet.fuels: no GraphQL type for a zod record; register a ContractScalar for it',
    ]);
  });
});
