import type { ProductScopeSummaryView, ReportProductView } from '@ghg/contracts';
import { type ProductSectionKey, productProgressOf, productScopeOf } from '@ghg/domain';
import type { ProductRowRecord } from '@ghg/read-models';
import { Injectable } from '@nestjs/common';
import { ProductRecordsQuery } from './product-records.query.js';

/** GET organizations/{orgId}/report-products (spec §3 Products result): each product's total and scope summaries. */
@Injectable()
export class ReportProductsQuery {
  constructor(private readonly records: ProductRecordsQuery) {}

  async of(organizationId: string): Promise<ReportProductView[]> {
    const { products, sheets, rows } = await this.records.of(organizationId);
    return products.map((p) => {
      const own = rows.filter((r) => r.product_id === p.product_id && r.co2e_kg !== null);
      const statuses = Object.fromEntries(
        sheets.filter((s) => s.product_id === p.product_id).map((s) => [s.section, s.status]),
      );
      const { status, progress } = productProgressOf(statuses);
      return {
        productId: p.product_id,
        productName: p.name,
        declaredUnit: p.declared_unit,
        totalCo2e: own.reduce((sum, r) => sum + (r.co2e_kg ?? 0), 0),
        status,
        progress,
        result: {
          scope1: summaryOf(own.filter((r) => scopeOf(r) === 'scope1')),
          scope2: summaryOf(own.filter((r) => scopeOf(r) === 'scope2')),
          scope3: summaryOf(own.filter((r) => scopeOf(r) === 'scope3')),
        },
      };
    });
  }
}

const scopeOf = (r: ProductRowRecord) => productScopeOf(r.section as ProductSectionKey, r.table_key);

type Gases = { co2: number; co2e: number; n2o: number; ch4: number };
const add = (a: Gases, r: ProductRowRecord): Gases => ({
  co2: a.co2 + (r.co2_kg ?? 0),
  co2e: a.co2e + (r.co2e_kg ?? 0),
  n2o: a.n2o + (r.n2o_kg ?? 0),
  ch4: a.ch4 + (r.ch4_kg ?? 0),
});
const ZERO: Gases = { co2: 0, co2e: 0, n2o: 0, ch4: 0 };

/** One scope: its gases, and one item per section and table (questionCategory, questionSubCategory). */
function summaryOf(rows: readonly ProductRowRecord[]): ProductScopeSummaryView {
  const items = new Map<string, ProductScopeSummaryView['items'][number]>();
  for (const r of rows) {
    const key = `${r.section}/${r.table_key}`;
    const item = items.get(key) ?? { questionCategory: r.section, questionSubCategory: r.table_key, ...ZERO };
    items.set(key, { ...item, ...add(item, r) });
  }
  return { ...rows.reduce(add, ZERO), items: [...items.values()] };
}
