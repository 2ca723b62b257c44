import type { RequestContext } from '../../context/request-context.js';

/** The signed-in company's administrator gives (true) or withdraws (false) the consent to share with its provider. */
export class ChangeDataSharingCommand {
  constructor(
    readonly context: RequestContext,
    readonly consent: boolean,
  ) {}
}
