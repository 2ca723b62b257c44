import type { Db } from '@ghg/database';
import type { ProductRecord, ProductRowRecord, ProductSheetRecord } from '@ghg/read-models';
import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '../../shared/api-error.js';
import { DB } from '../../shared/tokens.js';

/** What the three product calls are built from: live products, their answered sections and current rows. */
export interface ProductRecords {
  products: ProductRecord[];
  sheets: ProductSheetRecord[];
  rows: ProductRowRecord[];
}

/**
 * Reads the product tables of one organization (the session's; the caller checked the path), optionally of one
 * product. Archived products are left out. Three statements, ordered so the views need no sorting of their own.
 */
@Injectable()
export class ProductRecordsQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async of(organizationId: string, productId?: string): Promise<ProductRecords> {
    const one = productId === undefined ? '' : ' and product_id = $2';
    const args = productId === undefined ? [organizationId] : [organizationId, productId];
    const [products, sheets, rows] = await Promise.all([
      this.db.query<ProductRecord>(
        `select * from read.products where organization_id = $1${one} and not archived order by created_at, product_id`,
        args,
      ),
      this.db.query<ProductSheetRecord>(
        `select * from read.product_sheets where organization_id = $1${one}`,
        args,
      ),
      this.db.query<ProductRowRecord>(
        `select * from read.product_rows where organization_id = $1${one} order by section, ord, row_id`,
        args,
      ),
    ]);
    return { products: products.rows, sheets: sheets.rows, rows: rows.rows };
  }

  /** One live product of the organization, or 404 (another organization's id answers like one that does not exist). */
  async one(organizationId: string, productId: string): Promise<ProductRecords & { product: ProductRecord }> {
    const records = await this.of(organizationId, productId);
    const product = records.products[0];
    if (!product) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'This page could not be found');
    return { ...records, product };
  }
}
