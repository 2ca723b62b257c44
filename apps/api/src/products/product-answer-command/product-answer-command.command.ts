import type { RequestContext } from '../../context/request-context.js';

/** One answers command on one section of one product; section and command are unchecked client data. */
export class ProductAnswerCommandCommand {
  constructor(
    readonly context: RequestContext,
    readonly productId: string,
    readonly sectionKey: string,
    readonly command: unknown,
    readonly expectedRevision: number,
  ) {}
}
