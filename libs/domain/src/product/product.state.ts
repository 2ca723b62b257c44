import type { ProductEvent } from './product.events.js';

/** A product of an organization: its name, the unit its footprint is declared for, and whether it is archived. */
export interface ProductState {
  readonly productId: string | null;
  readonly name: string;
  readonly declaredUnit: string;
  readonly archived: boolean;
}

export const initialProductState: ProductState = {
  productId: null,
  name: '',
  declaredUnit: '',
  archived: false,
};

export function evolveProduct(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductCreated':
      return {
        productId: event.data.productId,
        name: event.data.name,
        declaredUnit: event.data.declaredUnit,
        archived: false,
      };
    case 'ProductRenamed':
      return { ...state, name: event.data.name };
    case 'ProductUnitDeclared':
      return { ...state, declaredUnit: event.data.declaredUnit };
    case 'ProductArchived':
      return { ...state, archived: true };
  }
}
