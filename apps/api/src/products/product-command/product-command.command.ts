import type { RequestContext } from '../../context/request-context.js';

/** Rename, declare another unit or archive; `command` is unchecked client data. */
export class ProductCommandCommand {
  constructor(
    readonly context: RequestContext,
    readonly productId: string,
    readonly command: unknown,
    readonly expectedRevision: number,
  ) {}
}
