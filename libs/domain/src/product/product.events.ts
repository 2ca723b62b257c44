import { everyType } from '../shared/every-type.js';

/** One changed field of a product, as the audit trail shows it. */
export interface ProductChange {
  field: 'name' | 'declaredUnit' | 'archived';
  before: string | boolean | null;
  after: string | boolean | null;
}

interface Base {
  productId: string;
  changes: ProductChange[];
}

export type ProductCreated = { type: 'ProductCreated'; data: Base & { name: string; declaredUnit: string } };
export type ProductRenamed = { type: 'ProductRenamed'; data: Base & { name: string } };
export type ProductUnitDeclared = { type: 'ProductUnitDeclared'; data: Base & { declaredUnit: string } };
export type ProductArchived = { type: 'ProductArchived'; data: Base };

export type ProductEvent = ProductCreated | ProductRenamed | ProductUnitDeclared | ProductArchived;

export const PRODUCT_EVENT_TYPES = everyType<ProductEvent['type']>()([
  'ProductCreated',
  'ProductRenamed',
  'ProductUnitDeclared',
  'ProductArchived',
]);
