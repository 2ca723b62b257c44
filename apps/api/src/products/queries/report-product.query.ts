import type { ReportProductDetailView } from '@ghg/contracts';
import { findSection, PRODUCT_SECTION_KEYS, productScopeOf } from '@ghg/domain';
import { Injectable } from '@nestjs/common';
import { ProductRecordsQuery } from './product-records.query.js';
import { emissionOf, itemOf } from './product-view-parts.js';

/**
 * GET organizations/{orgId}/report-product/{productId} (spec §7 "result array per question"): per section its
 * total and every calculated line with the factor row it cites. Another organization's product answers 404.
 */
@Injectable()
export class ReportProductQuery {
  constructor(private readonly records: ProductRecordsQuery) {}

  async of(organizationId: string, productId: string): Promise<ReportProductDetailView> {
    const { product, sheets, rows } = await this.records.one(organizationId, productId);
    const result = PRODUCT_SECTION_KEYS.map((key) => {
      const lines = rows.flatMap((r) => {
        const emission = r.section === key ? emissionOf(r) : null;
        if (!emission) return [];
        return [
          {
            rowId: r.row_id,
            questionSubCategory: r.table_key,
            item: itemOf(r),
            period: r.period,
            scope: productScopeOf(key, r.table_key),
            emission,
          },
        ];
      });
      return {
        questionId: key,
        label: { ...findSection(key).label },
        status: (sheets.find((s) => s.section === key)?.status ??
          'notstarted') as ReportProductDetailView['result'][number]['status'],
        co2e: lines.reduce((sum, l) => sum + l.emission.co2eKg, 0),
        lines,
      };
    });
    return {
      productId: product.product_id,
      productName: product.name,
      declaredUnit: product.declared_unit,
      totalCo2e: result.reduce((sum, s) => sum + s.co2e, 0),
      result,
    };
  }
}
