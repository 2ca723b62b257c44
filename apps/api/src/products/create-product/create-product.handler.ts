import { createProductSchema } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { productAggregate, productStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { parseOrThrow } from '../../shared/api-error.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { DB, EVENT_STORE } from '../../shared/tokens.js';
import { productNamesInUse } from '../product-names.js';
import { CreateProductCommand, type ProductCommandOutcome } from './create-product.command.js';

@CommandHandler(CreateProductCommand)
export class CreateProductHandler implements ICommandHandler<CreateProductCommand, ProductCommandOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ context, input }: CreateProductCommand): Promise<ProductCommandOutcome> {
    const { name, declaredUnit } = parseOrThrow(createProductSchema, input);
    const { organizationId, role } = context.actor;
    // The server names the product: its id is part of its streams, and a client cannot pick another's.
    const productId = randomUUID();
    const namesInUse = await productNamesInUse(this.db, organizationId, null);
    const outcome = await executeOnStream(
      this.store,
      productStreamId(organizationId, productId),
      productAggregate({ role, namesInUse }),
      { type: 'CreateProduct', productId, name, declaredUnit },
      context,
      -1,
    );
    return { productId, position: outcome.position, revision: outcome.revision, changed: outcome.changed };
  }
}
