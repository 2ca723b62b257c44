import type { ProductsQuestionsView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';

/** GET organizations/{orgId}/products-questions (spec §7): every product with its six sections and rows. */
export async function fetchProductsQuestions(
  organizationId: string,
  position: string | null,
): Promise<ProductsQuestionsView> {
  const response = await fetch(
    `/api/organizations/${encodeURIComponent(organizationId)}/products-questions`,
    {
      credentials: 'include',
      headers: { ...CSRF_HEADERS, ...(position ? { 'x-wait-for-position': position } : {}) },
    },
  );
  if (!response.ok) throw new Error(`products-questions answered ${response.status}`);
  return (await response.json()) as ProductsQuestionsView;
}
