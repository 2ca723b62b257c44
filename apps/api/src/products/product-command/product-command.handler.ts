import { productCommandSchema } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { productAggregate, productStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { parseOrThrow } from '../../shared/api-error.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { DB, EVENT_STORE } from '../../shared/tokens.js';
import type { ProductCommandOutcome } from '../create-product/create-product.command.js';
import { assertProductId } from '../product-id.js';
import { productNamesInUse } from '../product-names.js';
import { ProductCommandCommand } from './product-command.command.js';

@CommandHandler(ProductCommandCommand)
export class ProductCommandHandler implements ICommandHandler<ProductCommandCommand, ProductCommandOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({
    context,
    productId,
    command: input,
    expectedRevision,
  }: ProductCommandCommand): Promise<ProductCommandOutcome> {
    assertProductId(productId);
    const command = parseOrThrow(productCommandSchema, input);
    const { organizationId, role } = context.actor;
    const namesInUse = await productNamesInUse(this.db, organizationId, productId);
    // The stream is the session organization's: another organization's product id names an empty stream here,
    // which the domain answers PRODUCT_NOT_FOUND (404), like an id that does not exist.
    const outcome = await executeOnStream(
      this.store,
      productStreamId(organizationId, productId),
      productAggregate({ role, namesInUse }),
      command,
      context,
      expectedRevision,
    );
    return { productId, position: outcome.position, revision: outcome.revision, changed: outcome.changed };
  }
}
