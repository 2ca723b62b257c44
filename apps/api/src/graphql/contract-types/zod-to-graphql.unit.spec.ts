import { buildSchema, printType } from 'graphql';
import { z } from 'zod';
import { contractTypeDefs } from './zod-to-graphql.js';

const money = z.object({ amount: z.number(), currency: z.string() }).describe('An amount of money.');
const cells = z.record(z.string(), z.number());

describe('zod view → GraphQL SDL', () => {
  const sdl = contractTypeDefs(
    [
      {
        name: 'Invoice',
        schema: z.object({
          id: z.string(),
          lines: z.number().int().describe('How many lines.'),
          paid: z.boolean(),
          status: z.enum(['open', 'paid']),
          note: z.string().nullable(),
          dueAt: z.string().optional(),
          tags: z.array(z.string().nullable()),
          total: money,
          parts: z.array(money).nullable(),
          cells,
          payer: z.object({ name: z.string() }),
        }),
        names: { total: 'Money' },
      },
    ],
    [{ name: 'Cells', schema: cells, description: 'Numbers by key.' }],
  );
  const schema = buildSchema(`${sdl}\ntype Query { invoice: Invoice }`);

  it('maps scalars, null and absent, lists and nested objects; an object used twice is one type', () => {
    expect(printType(schema.getType('Invoice')!)).toBe(
      [
        'type Invoice {',
        '  id: String!',
        '',
        '  """How many lines."""',
        '  lines: Int!',
        '  paid: Boolean!',
        '',
        '  """One of: open, paid."""',
        '  status: String!',
        '  note: String',
        '  dueAt: String',
        '  tags: [String]!',
        '  total: Money!',
        '  parts: [Money!]',
        '  cells: Cells!',
        '  payer: InvoicePayer!',
        '}',
      ].join('\n'),
    );
    expect(printType(schema.getType('Money')!)).toContain('"""An amount of money."""\ntype Money {');
    expect(printType(schema.getType('Cells')!)).toBe('"""Numbers by key."""\nscalar Cells');
  });

  it('refuses what GraphQL cannot type, and two objects under one name', () => {
    expect(() => contractTypeDefs([{ name: 'A', schema: z.object({ cells }) }], [])).toThrow(
      'A.cells: no GraphQL type for a zod record; register a ContractScalar for it',
    );
    const twice = z.object({ a: z.object({ x: z.string() }), b: z.object({ y: z.string() }) });
    expect(() => contractTypeDefs([{ name: 'T', schema: twice, names: { a: 'X', b: 'X' } }], [])).toThrow(
      'X: two different contract objects',
    );
  });
});
