import type { ProductCommand, ProductCommandContext } from './product.commands.js';
import { decideProduct } from './product.decide.js';
import { PRODUCT_EVENT_TYPES } from './product.events.js';
import { evolveProduct, initialProductState, type ProductState } from './product.state.js';

/** A product's own stream, decided for one person with the names the organization's products already use. */
export const productAggregate = (context: ProductCommandContext) => ({
  initialState: initialProductState,
  eventTypes: PRODUCT_EVENT_TYPES,
  evolve: evolveProduct,
  decide: (command: ProductCommand, state: ProductState) => decideProduct(command, state, context),
});
