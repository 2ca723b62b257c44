import type { CreateProductInput, ProductCreatedView } from '@ghg/contracts';
import { sendJson } from '../../../lib/send-json';

/** POST organizations/{orgId}/products: a new product (name, declared unit). */
export const createProduct = (organizationId: string, input: CreateProductInput) =>
  sendJson<ProductCreatedView & { fields: { path: string; code: string }[] }>(
    `/api/organizations/${encodeURIComponent(organizationId)}/products`,
    'POST',
    input,
  );
