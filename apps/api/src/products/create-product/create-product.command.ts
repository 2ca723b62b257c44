import type { RequestContext } from '../../context/request-context.js';

/** A new product of the session's organization; `input` is unchecked client data (name, declared unit). */
export class CreateProductCommand {
  constructor(
    readonly context: RequestContext,
    readonly input: unknown,
  ) {}
}

export interface ProductCommandOutcome {
  productId: string;
  position: bigint;
  revision: number;
  changed: boolean;
}
