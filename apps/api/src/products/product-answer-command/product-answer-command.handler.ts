import { loadStream } from '@ghg/command-handling';
import {
  answersAggregate,
  type AnswerCommandContext,
  initialProductState,
  isProductSectionKey,
  liveProductId,
  PRODUCT_EVENT_TYPES,
  evolveProduct,
  productSectionStreamId,
  productStreamId,
} from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { answerCommandOf, createdRowIdOf } from '../../answers/answer-command/answer-command-input.js';
import type { AnswerCommandOutcome } from '../../answers/answer-command/answer-command.command.js';
import { blockedPeriodsOf } from '../../answers/organization-blocked-periods.js';
import { ApiError } from '../../shared/api-error.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { assertProductId } from '../product-id.js';
import { ProductAnswerCommandCommand } from './product-answer-command.command.js';

const PRODUCT_FOLD = {
  initialState: initialProductState,
  eventTypes: PRODUCT_EVENT_TYPES,
  evolve: evolveProduct,
};

/**
 * The organization's answers machinery on a product's section: the same command input, the same answers
 * aggregate (rows, wizard steps, blocked months, history as events), the same expected-revision conflict (409).
 * Only the stream differs, and the product must exist in the session's organization and not be archived.
 */
@CommandHandler(ProductAnswerCommandCommand)
export class ProductAnswerCommandHandler implements ICommandHandler<
  ProductAnswerCommandCommand,
  AnswerCommandOutcome
> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({
    context,
    productId,
    sectionKey,
    command: input,
    expectedRevision,
  }: ProductAnswerCommandCommand): Promise<AnswerCommandOutcome> {
    assertProductId(productId);
    if (!isProductSectionKey(sectionKey)) {
      throw new ApiError(404, 'NOT_FOUND', 'This page could not be found');
    }
    const command = answerCommandOf(input);
    const { organizationId, role } = context.actor;
    const product = await loadStream(this.store, productStreamId(organizationId, productId), PRODUCT_FOLD);
    liveProductId(product.state);
    const answerContext: AnswerCommandContext = {
      questionId: sectionKey,
      role,
      blockedPeriods: await blockedPeriodsOf(this.store, organizationId),
      currentPeriod: new Date().toISOString().slice(0, 7),
    };
    const { position, revision, changed, decision } = await executeOnStream(
      this.store,
      productSectionStreamId(organizationId, productId, sectionKey),
      answersAggregate(answerContext),
      command,
      context,
      expectedRevision,
    );
    return {
      position,
      revision,
      changed,
      rowId: changed ? createdRowIdOf(command) : null,
      keptBlocked: decision.keptBlocked,
    };
  }
}
