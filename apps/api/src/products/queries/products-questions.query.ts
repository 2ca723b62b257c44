import type {
  ProductQuestionsItemView,
  ProductSectionDefinitionView,
  ProductsQuestionsView,
} from '@ghg/contracts';
import { findSection, PRODUCT_SECTION_KEYS, productProgressOf } from '@ghg/domain';
import { Injectable } from '@nestjs/common';
import { BlockedPeriodsQuery } from '../../answers/blocked-periods/blocked-periods.query.js';
import { ProductRecordsQuery, type ProductRecords } from './product-records.query.js';
import { rowViewOf } from './product-view-parts.js';

/** The six sections' tables and columns: fixed at build time, built once. */
const PRODUCT_SECTIONS_VIEW: ProductSectionDefinitionView[] = PRODUCT_SECTION_KEYS.map((key) => {
  const section = findSection(key);
  return {
    key,
    label: { ...section.label },
    question: { ...section.question },
    tables: section.tables.map((t) => ({
      key: t.key,
      label: { ...t.label },
      columns: t.columns.map((c) => ({
        key: c.key,
        label: { ...c.label },
        valueType: c.valueType,
        options: c.options,
        units: c.units ? [...c.units] : null,
        required: c.required,
      })),
    })),
  };
});

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
      sections: PRODUCT_SECTIONS_VIEW,
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
