import { PRODUCT_SECTION_KEYS, type ProductSectionKey } from '../emissions/catalogue/section-keys.js';

/** The product's own stream: created, renamed, unit declared, archived. */
export const productStreamId = (organizationId: string, productId: string): string =>
  `product-${organizationId}-${productId}`;

/**
 * One section sheet of one product: the organization's answers machinery (answers aggregate, rows, blocked months,
 * expected revisions) on a stream of its own. Never `answers-…`, so the organization's emission lines never count it.
 */
export const productSectionStreamId = (
  organizationId: string,
  productId: string,
  section: ProductSectionKey,
): string => `product-${organizationId}-${productId}-${section}`;

export const isProductSectionKey = (value: string): value is ProductSectionKey =>
  (PRODUCT_SECTION_KEYS as readonly string[]).includes(value);

/** Product ids are uuids: the server makes them, so a stream id splits without guessing at '-'. */
export const PRODUCT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The organization, product and section of a product section stream, given the organization from the event's
 * metadata: `product-<orgId>-<productId>-<section>`. Null for the product's own stream or anything else.
 */
export function productSectionOfStream(
  streamId: string,
  organizationId: string,
): { productId: string; section: ProductSectionKey } | null {
  const prefix = `product-${organizationId}-`;
  if (!streamId.startsWith(prefix)) return null;
  const rest = streamId.slice(prefix.length);
  const productId = rest.slice(0, 36);
  const section = rest.slice(37);
  if (!PRODUCT_ID_PATTERN.test(productId) || rest[36] !== '-' || !isProductSectionKey(section)) return null;
  return { productId, section };
}
