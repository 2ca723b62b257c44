import type { ProductQuestionsItemView, ProductsQuestionsView } from '@ghg/contracts';
import { findSection, PRODUCT_SECTION_KEYS, productProgressOf } from '@ghg/domain';
import { Injectable } from '@nestjs/common';
import { BlockedPeriodsQuery } from '../../answers/blocked-periods/blocked-periods.query.js';
import { ProductRecordsQuery, type ProductRecords } from './product-records.query.js';
import { rowViewOf } from './product-view-parts.js';

/** GET organizations/{orgId}/products-questions (spec §7): each live product with its six sections and rows. */
@Injectable()
export class ProductsQuestionsQuery {
  constructor(
    private readonly records: ProductRecordsQuery,
    private readonly blocked: BlockedPeriodsQuery,
  ) {}

  async of(organizationId: string): Promise<ProductsQuestionsView> {
    const [records, blockedPeriods] = await Promise.all([
      this.records.of(organizationId),
      this.blocked.periodsOf(organizationId),
    ]);
    const blocked = new Set(blockedPeriods);
    return {
      items: records.products.map((p) => productQuestionsOf(p.product_id, records, blocked)),
      blockedPeriods,
    };
  }
}

export function productQuestionsOf(
  productId: string,
  records: ProductRecords,
  blocked: ReadonlySet<string>,
): ProductQuestionsItemView {
  const product = records.products.find((p) => p.product_id === productId)!;
  const sheets = new Map(records.sheets.filter((s) => s.product_id === productId).map((s) => [s.section, s]));
  const questions = PRODUCT_SECTION_KEYS.map((key) => {
    const sheet = sheets.get(key);
    const section = findSection(key);
    return {
      questionId: key,
      label: { ...section.label },
      revision: sheet?.stream_revision ?? -1,
      initialAnswer: sheet?.state.initialAnswer ?? null,
      path: sheet?.state.path ?? null,
      status: (sheet?.status ?? 'notstarted') as ProductQuestionsItemView['status'],
      progress: sheet?.progress ?? 0,
      totalCo2eKg: sheet?.total_co2e_kg ?? 0,
      rows: records.rows
        .filter((r) => r.product_id === productId && r.section === key)
        .map((r) => rowViewOf(r, blocked)),
    };
  });
  const { status, progress } = productProgressOf(
    Object.fromEntries(questions.map((q) => [q.questionId, q.status])),
  );
  return {
    productId,
    name: product.name,
    declaredUnit: product.declared_unit,
    revision: product.stream_revision,
    status,
    progress,
    totalCo2eKg: questions.reduce((sum, q) => sum + q.totalCo2eKg, 0),
    questions,
  };
}
