import { createStream } from '@ghg/command-handling';
import {
  type AnswerCommand,
  answersAggregate,
  DEMO_PACKAGING,
  PRODUCT_SECTION_KEYS,
  productAggregate,
  productSectionStreamId,
  productStreamId,
} from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { randomUUID } from 'node:crypto';
import { metadataOf } from '../shared/stream-command.js';
import { DEMO_ORGANIZATION_ID, SEED_ACTOR_ID } from './demo-accounts.js';

/**
 * The demo company's packaging product (spec §1), entered as a person would: the product, then each of its six
 * sections through the answers aggregate (yes, detailed path, rows dated this month). Every stream is created once
 * with `no_stream`, so a second start changes nothing. Answers the number of streams this start created.
 */
export async function seedDemoProduct(store: EventStore, now = new Date()): Promise<number> {
  const organizationId = DEMO_ORGANIZATION_ID;
  const { productId, name, declaredUnit, sections } = DEMO_PACKAGING;
  const metadata = metadataOf({
    actor: { userId: SEED_ACTOR_ID, organizationId, role: 'administrator' },
    correlationId: randomUUID(),
    source: { channel: 'system' },
  });
  let created = 0;
  const product = await createStream(store, {
    streamId: productStreamId(organizationId, productId),
    aggregate: productAggregate({ role: 'administrator', namesInUse: new Set() }),
    commands: [{ type: 'CreateProduct', productId, name, declaredUnit }],
    metadata,
  });
  if (product) created += 1;
  const period = now.toISOString().slice(0, 7);
  for (const section of PRODUCT_SECTION_KEYS) {
    const commands: AnswerCommand[] = [
      { type: 'AnswerInitialQuestion', answer: 'yes' },
      { type: 'ChoosePath', path: 'detailed' },
      ...sections[section].map((row, i): AnswerCommand => ({
        type: 'AddRow',
        rowId: `demo-product-${section}-${i + 1}`,
        table: row.table,
        period,
        values: { ...row.values },
      })),
    ];
    const sheet = await createStream(store, {
      streamId: productSectionStreamId(organizationId, productId, section),
      aggregate: answersAggregate({
        questionId: section,
        role: 'administrator',
        blockedPeriods: new Set(),
        currentPeriod: period,
      }),
      commands,
      metadata,
    });
    if (sheet) created += 1;
  }
  return created;
}
