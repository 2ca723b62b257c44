import {
  answerCommandResultViewSchema,
  createProductSchema,
  productCreatedViewSchema,
  productsQuestionsViewSchema,
  reportProductDetailViewSchema,
  reportProductsViewSchema,
} from '@ghg/contracts';
import { answerCommandBodySchema } from '../answers/answer-command/answer-command.controller.js';
import { productCommandBodySchema } from '../products/product-command/product-command.controller.js';
import { productPdfQuerySchema } from '../products/product-pdf/product-pdf.controller.js';
import { productSheetQuerySchema } from '../products/product-sheet/product-sheet.controller.js';
import type { RestRoute } from './rest-route.js';

const ORG = '/api/organizations/:organizationId';

/** Product footprint (issue 18): the spec's three calls (§7) and the product commands (part of REST_ROUTES). */
export const PRODUCT_ROUTES: readonly RestRoute[] = [
  {
    method: 'get',
    path: `${ORG}/report-products`,
    summary: 'Products with their totals and scope summaries (kg CO2e of the declared unit)',
    tag: 'products',
    access: 'session',
    ok: { status: 200, description: 'OK', schema: reportProductsViewSchema },
  },
  {
    method: 'get',
    path: `${ORG}/report-product/:productId`,
    summary: "One product's result per section, every line citing its factor row",
    tag: 'products',
    access: 'session',
    ok: { status: 200, description: 'OK', schema: reportProductDetailViewSchema },
  },
  {
    method: 'get',
    path: `${ORG}/report-product/:productId/pdf`,
    summary: 'The product footprint on one PDF page: both charts and the cited factors',
    tag: 'products',
    access: 'session',
    query: productPdfQuerySchema,
    ok: { status: 200, description: 'PDF file', contentType: 'application/pdf' },
  },
  {
    method: 'get',
    path: `${ORG}/report-product/:productId/xlsx`,
    summary:
      'The product footprint as an .xlsx workbook: totals, the result per section, every line with its cited factor',
    tag: 'products',
    access: 'session',
    query: productSheetQuerySchema,
    ok: {
      status: 200,
      description: 'Workbook file',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  },
  {
    method: 'get',
    path: `${ORG}/products-questions`,
    summary: 'Products with their six sections (questions) and rows',
    tag: 'products',
    access: 'session',
    ok: { status: 200, description: 'OK', schema: productsQuestionsViewSchema },
  },
  {
    method: 'post',
    path: `${ORG}/products`,
    summary: 'Create a product (name, declared unit)',
    tag: 'products',
    access: 'session',
    body: { schema: createProductSchema },
    ok: { status: 201, description: 'Created', schema: productCreatedViewSchema },
  },
  {
    method: 'post',
    path: `${ORG}/products/:productId/commands`,
    summary: 'Rename a product, declare another unit, or archive it',
    tag: 'products',
    access: 'session',
    body: { schema: productCommandBodySchema },
    ok: { status: 200, description: 'OK', schema: productCreatedViewSchema },
  },
  {
    method: 'post',
    path: `${ORG}/products/:productId/answers/:sectionKey/commands`,
    summary: "One answer command on a product section (the organization's answer commands)",
    tag: 'products',
    access: 'session',
    body: { schema: answerCommandBodySchema },
    ok: { status: 200, description: 'OK', schema: answerCommandResultViewSchema },
  },
];
