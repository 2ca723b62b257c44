import { DomainError } from '../shared/domain-error.js';
import { productAggregate } from './product.aggregate.js';
import type { ProductCommand } from './product.commands.js';
import type { ProductEvent } from './product.events.js';
import { initialProductState, type ProductState } from './product.state.js';
import { productSectionOfStream, productSectionStreamId, productStreamId } from './product-streams.js';
import { productProgressOf } from './product-progress.js';
import { productScopeOf } from './product-scopes.js';

const ID = '7a1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const aggregate = productAggregate({ role: 'member', namesInUse: new Set(['kubek']) });
const create: ProductCommand = {
  type: 'CreateProduct',
  productId: ID,
  name: ' Pudełko ',
  declaredUnit: '1 kg',
};

function given(commands: ProductCommand[]): { state: ProductState; events: ProductEvent[] } {
  let state = initialProductState;
  const events: ProductEvent[] = [];
  for (const c of commands) {
    for (const e of aggregate.decide(c, state)) {
      events.push(e);
      state = aggregate.evolve(state, e);
    }
  }
  return { state, events };
}

const refusal = (fn: () => unknown): { code: string; fields: unknown } => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return { code: e.code, fields: e.fields };
  }
  throw new Error('not refused');
};

describe('product aggregate', () => {
  it('creates a product with a trimmed name and declared unit', () => {
    const { state, events } = given([create]);
    expect(events[0]).toMatchObject({
      type: 'ProductCreated',
      data: { name: 'Pudełko', declaredUnit: '1 kg' },
    });
    expect(state).toEqual({ productId: ID, name: 'Pudełko', declaredUnit: '1 kg', archived: false });
  });

  it('renames, declares another unit and archives, with the before and after in the trail', () => {
    const { state, events } = given([
      create,
      { type: 'RenameProduct', name: 'Pudełko duże' },
      { type: 'RenameProduct', name: 'Pudełko duże' },
      { type: 'DeclareProductUnit', declaredUnit: '1 package' },
      { type: 'ArchiveProduct' },
    ]);
    expect(events.map((e) => e.type)).toEqual([
      'ProductCreated',
      'ProductRenamed',
      'ProductUnitDeclared',
      'ProductArchived',
    ]);
    expect(events[1]?.data.changes).toEqual([{ field: 'name', before: 'Pudełko', after: 'Pudełko duże' }]);
    expect(state.archived).toBe(true);
  });

  it('refuses a name in use (ignoring case), an empty one, symbols, and an empty unit', () => {
    expect(refusal(() => given([{ ...create, name: 'KUBEK' }]))).toEqual({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'name', code: 'product_name_in_use' }],
    });
    expect(refusal(() => given([{ ...create, name: '  ', declaredUnit: '' }])).fields).toEqual([
      { path: 'name', code: 'required' },
      { path: 'declaredUnit', code: 'required' },
    ]);
    expect(refusal(() => given([{ ...create, name: 'Box <script>' }])).fields).toEqual([
      { path: 'name', code: 'invalid_name' },
    ]);
  });

  it('refuses changes to an archived or missing product, and any change by the auditor', () => {
    expect(refusal(() => given([{ type: 'RenameProduct', name: 'X' }])).code).toBe('PRODUCT_NOT_FOUND');
    expect(refusal(() => given([create, { type: 'ArchiveProduct' }, { type: 'ArchiveProduct' }])).code).toBe(
      'PRODUCT_NOT_FOUND',
    );
    const auditor = productAggregate({ role: 'auditor', namesInUse: new Set() });
    expect(refusal(() => auditor.decide(create, initialProductState)).code).toBe('FORBIDDEN');
  });
});

describe('product streams and progress', () => {
  it('splits a section stream back into product and section', () => {
    const org = '0f0e0d0c-0b0a-4909-8807-060504030201';
    expect(
      productSectionOfStream(productSectionStreamId(org, ID, 'transport-and-distribution'), org),
    ).toEqual({
      productId: ID,
      section: 'transport-and-distribution',
    });
    expect(productSectionOfStream(productStreamId(org, ID), org)).toBeNull();
    expect(productSectionOfStream(`answers-${org}-waste`, org)).toBeNull();
  });

  it('status is the share of completed sections (spec §4)', () => {
    expect(productProgressOf({})).toEqual({ status: 'notstarted', progress: 0 });
    expect(productProgressOf({ 'raw-materials': 'completed', use: 'inprogress' })).toMatchObject({
      status: 'inprogress',
    });
    const all = Object.fromEntries(
      ['raw-materials', 'production', 'transport-and-distribution', 'processing', 'use', 'disposal'].map(
        (k) => [k, 'completed'],
      ),
    );
    expect(productProgressOf(all)).toEqual({ status: 'completed', progress: 100 });
    expect(productProgressOf({ ...all, use: 'tofix' }).status).toBe('tofix');
  });
});

describe('product scopes', () => {
  it('production fuels are scope 1, bought energy scope 2, the rest scope 3', () => {
    expect(productScopeOf('production', 'equipment-fuel')).toBe('scope1');
    expect(productScopeOf('production', 'electricity')).toBe('scope2');
    expect(productScopeOf('use', 'electricity')).toBe('scope3');
    expect(productScopeOf('raw-materials', 'raw-materials')).toBe('scope3');
  });
});
