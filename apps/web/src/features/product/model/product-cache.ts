import type { ProductQuestionsItemView, ReportProductDetailView } from '@ghg/contracts';

/** What the product pages show of one product: its sections with rows, and its report. */
export interface CachedProduct {
  questions: ProductQuestionsItemView;
  report: ReportProductDetailView;
}

const keyOf = (productId: string) => `ghg.product.${productId}`;

/**
 * Spec §7: section data of a product is kept in the browser by product id and shown before the server answers.
 * A copy that cannot be read (storage off, old shape) is no copy; the server's answer replaces it.
 */
export function readCachedProduct(
  productId: string,
  storage: Storage | undefined = globalStorage(),
): CachedProduct | null {
  try {
    const text = storage?.getItem(keyOf(productId));
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<CachedProduct>;
    return parsed.questions?.productId === productId && Array.isArray(parsed.report?.result)
      ? (parsed as CachedProduct)
      : null;
  } catch {
    return null;
  }
}

/** The product id a route's product name had when last shown (routes name products, copies are by id). */
export function cachedProductIdOf(
  name: string,
  storage: Storage | undefined = globalStorage(),
): string | null {
  try {
    const index = JSON.parse(storage?.getItem(INDEX_KEY) ?? '{}') as Record<string, unknown>;
    const id = index[name];
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

const INDEX_KEY = 'ghg.product.names';

export function writeCachedProduct(
  product: CachedProduct,
  storage: Storage | undefined = globalStorage(),
): void {
  try {
    storage?.setItem(keyOf(product.questions.productId), JSON.stringify(product));
    const index = JSON.parse(storage?.getItem(INDEX_KEY) ?? '{}') as Record<string, unknown>;
    const names = { ...index, [product.questions.name]: product.questions.productId };
    storage?.setItem(INDEX_KEY, JSON.stringify(names));
  } catch (error) {
    // Spec §8: a local storage failure is logged only.
    console.error('product copy not stored', error);
  }
}

function globalStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}
