import type { RequestContext } from '../../context/request-context.js';

/** Replace the organization's initial answers. `input` is unchecked client data: the handler validates it. */
export class AnswerInitialQuestionsCommand {
  constructor(
    readonly context: RequestContext,
    readonly input: unknown,
    readonly expectedRevision?: number,
  ) {}
}
