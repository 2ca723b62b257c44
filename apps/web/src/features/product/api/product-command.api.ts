import type { ProductCommandInput, ProductCreatedView } from '@ghg/contracts';
import { sendJson } from '../../../lib/send-json';

/** Rename, declare another unit or archive a product, at the product revision the page was loaded at. */
export const sendProductCommand = (
  organizationId: string,
  productId: string,
  command: ProductCommandInput,
  expectedRevision: number,
) =>
  sendJson<ProductCreatedView & { fields: { path: string; code: string }[] }>(
    `/api/organizations/${encodeURIComponent(organizationId)}/products/${encodeURIComponent(productId)}/commands`,
    'POST',
    { command, expectedRevision },
  );
