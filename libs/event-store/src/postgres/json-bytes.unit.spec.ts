import { JsonBytes } from './json-bytes.js';

/** What serializedData wrote before: the bytes must be the same. */
const stringified = (value: unknown): string => JSON.stringify(value ?? null);

function written(value: unknown, initialBytes?: number): string {
  const out = new JsonBytes(initialBytes);
  out.write(value ?? null);
  return out.bytes(0, out.length).toString('utf8');
}

describe('JsonBytes: event data written as JSON.stringify writes it, element by element into a Buffer', () => {
  const nullProto = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1, b: 'two' });
  const rowsImported = {
    questionId: 'vehicles',
    importId: 'i-1',
    fileName: 'rok „2025”.xlsx',
    rows: Array.from({ length: 50 }, (_, i) => ({
      rowId: `imp-i-1-${i + 1}`,
      table: 'vehicle-fuel',
      period: '2025-01',
      values: { fuelType: i % 2 ? 'diesel' : 'benzyna 🚚', consumption: 20.5 + i, note: undefined },
      main: true,
      order: i,
    })),
    changes: [{ field: 'row', before: null, after: 'vehicle-fuel', rowId: 'imp-i-1-1', period: '2025-01' }],
  };

  it.each<[string, unknown]>([
    ['a RowsImported-like event', rowsImported],
    ['scalars and null', [1, -0, 1e21, 0.1, NaN, Infinity, true, false, null, '', 'ą\u2028\u0000"\\\n']],
    [
      'undefined, functions and symbols: left out of objects, null in arrays',
      { a: undefined, b: () => 1, c: Symbol('s'), d: [undefined, () => 1, Symbol('s'), 2] },
    ],
    [
      'objects with toJSON (Date) and objects not plain (Map)',
      { when: new Date(0), map: new Map([[1, 2]]), list: [new Date(1)] },
    ],
    [
      'an object without a prototype, deeply nested',
      { x: nullProto, deep: { a: { b: { c: [[[1, { d: 2 }]]] } } } },
    ],
    ['integer-like keys (ordered first, as JSON.stringify orders them)', { b: 1, 2: 'two', a: 3, 1: 'one' }],
    ['a lone surrogate (escaped, as PostgreSQL then refuses it)', { text: '\ud800' }],
    ['no data at all', undefined],
    ['empty array and object', { a: [], b: {} }],
  ])('%s', (_name, value) => {
    expect(written(value)).toBe(stringified(value));
    // From a buffer of a few bytes: growing keeps what was written.
    expect(written(value, 4)).toBe(stringified(value));
  });

  it('an event appended after bytes copied in (the event that did not fit the last piece) starts after them', () => {
    const first = new JsonBytes(8);
    first.write({ a: 'x'.repeat(100) });
    const out = new JsonBytes(8);
    out.append(first.bytes(0, first.length));
    const end = out.length;
    out.write(['ż', 1]);
    expect(out.bytes(0, end).toString()).toBe(JSON.stringify({ a: 'x'.repeat(100) }));
    expect(out.bytes(end, out.length).toString()).toBe('["ż",1]');
  });
});
