import type { ProductSectionDefinitionView } from '@ghg/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchProductsQuestions } from '../api/products-questions.api';
import { fetchReportProduct } from '../api/report-product.api';
import {
  type CachedProduct,
  cachedProductIdOf,
  readCachedProduct,
  writeCachedProduct,
} from '../model/product-cache';

export type ProductState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'failed' }
  | {
      kind: 'ready';
      product: CachedProduct;
      sections: ProductSectionDefinitionView[] | null;
      blockedPeriods: string[];
      /** True while the shown copy is the browser's and the server has not answered yet. */
      stale: boolean;
    };

/**
 * One product by its route name: the browser's copy at once when there is one (spec §7), then the server's
 * products-questions and report-product, stored again by product id. `reload(position)` reads after a write.
 */
export function useProduct(organizationId: string | null, name: string) {
  const [state, setState] = useState<ProductState>(() => {
    const id = cachedProductIdOf(name);
    const cached = id ? readCachedProduct(id) : null;
    return cached
      ? { kind: 'ready', product: cached, sections: null, blockedPeriods: [], stale: true }
      : { kind: 'loading' };
  });
  const [position, setPosition] = useState<string | null>(null);
  useEffect(() => {
    if (!organizationId) return;
    let cancelled = false;
    (async () => {
      const all = await fetchProductsQuestions(organizationId, position);
      const questions = all.items.find((item) => item.name === name);
      if (!questions) {
        if (!cancelled) setState({ kind: 'not-found' });
        return;
      }
      const report = await fetchReportProduct(organizationId, questions.productId, position);
      const product = { questions, report };
      writeCachedProduct(product);
      if (!cancelled) {
        setState({
          kind: 'ready',
          product,
          sections: all.sections,
          blockedPeriods: all.blockedPeriods,
          stale: false,
        });
      }
    })().catch((error: unknown) => {
      // Spec §8: a failed product fetch is logged; a copy already shown stays.
      console.error('product could not be loaded', error);
      if (!cancelled) setState((s) => (s.kind === 'ready' ? s : { kind: 'failed' }));
    });
    return () => {
      cancelled = true;
    };
  }, [organizationId, name, position]);
  const reload = useCallback((after: string) => setPosition(after), []);
  return { state, reload };
}
