import { describe, expect, it } from 'vitest';
import { barEntriesOf, DOUGHNUT_COLOURS, doughnutOf, UNKNOWN_COLOUR } from './product-charts';
import { showAllPanels, togglePanel } from './accordion';
import { batchCo2eKg } from './product-figures';
import { cachedProductIdOf, readCachedProduct, writeCachedProduct } from './product-cache';

const sections = [
  { key: 'raw-materials', label: 'Zakupione surowce', co2eKg: 259.5878 },
  { key: 'production', label: 'Proces produkcji', co2eKg: 75.4275 },
  { key: 'transport-and-distribution', label: 'Transport i dystrybucja', co2eKg: 5.2829 },
  { key: 'processing', label: 'Przetwarzanie', co2eKg: 8.916 },
  { key: 'use', label: 'Używanie produktu', co2eKg: 0 },
  { key: 'disposal', label: 'Utylizacja produktu', co2eKg: 53.3696 },
];

describe('product bar chart (spec §4, §9)', () => {
  it('colours each section as the spec says, values in tonnes with 4 decimals, label and percentage', () => {
    const bars = barEntriesOf(sections)!;
    expect(bars.map((b) => [b.key, b.colour])).toEqual([
      ['raw-materials', '#A2C23F'],
      ['production', '#F6BB48'],
      ['transport-and-distribution', '#D87E2C'],
      ['processing', UNKNOWN_COLOUR],
      ['disposal', '#193B68'],
    ]);
    expect(bars[0]).toMatchObject({ label: 'Zakupione surowce', value: 0.2596, percentage: 64.48 });
  });

  it('drops zero-percentage sections and builds nothing when the total is not above 0', () => {
    expect(barEntriesOf(sections)!.some((b) => b.key === 'use')).toBe(false);
    expect(barEntriesOf(sections.map((s) => ({ ...s, co2eKg: 0 })))).toBeNull();
    expect(barEntriesOf([])).toBeNull();
  });

  it('the use bar takes #2E5B9A', () => {
    expect(barEntriesOf([{ key: 'use', label: 'Use', co2eKg: 1 }])![0]!.colour).toBe('#2E5B9A');
  });
});

describe('product doughnut by subcategory', () => {
  it('groups by subcategory and cycles the four colours', () => {
    const d = doughnutOf(
      ['a', 'b', 'c', 'd', 'e', 'a'].map((subcategory) => ({ subcategory, co2eKg: 1000 })),
    )!;
    expect(d.labels).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(d.data).toEqual([2, 1, 1, 1, 1]);
    expect(d.colours).toEqual([...DOUGHNUT_COLOURS, DOUGHNUT_COLOURS[0]]);
    expect(doughnutOf([{ subcategory: 'a', co2eKg: 0 }])).toBeNull();
  });
});

describe('accordion rules (spec §4)', () => {
  it('opening one closes the others; toggling the open one closes all; show all opens all', () => {
    let open = togglePanel(new Set(), 'a');
    expect([...open]).toEqual(['a']);
    open = togglePanel(open, 'b');
    expect([...open]).toEqual(['b']);
    expect([...togglePanel(open, 'b')]).toEqual([]);
    open = showAllPanels(['a', 'b', 'c']);
    expect([...open]).toEqual(['a', 'b', 'c']);
    expect([...togglePanel(open, 'b')]).toEqual([]);
  });
});

describe('per batch and the local copy', () => {
  it('a batch is the per-unit footprint times the volume; no volume, no figure', () => {
    expect(batchCo2eKg(404.8128, 25)).toBeCloseTo(10120.32, 6);
    expect(batchCo2eKg(1, 0)).toBeNull();
    expect(batchCo2eKg(1, Number.NaN)).toBeNull();
  });

  it('keeps one copy per product id and ignores an unreadable one', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    } as unknown as Storage;
    const copy = {
      questions: { productId: 'p1', name: 'Kubek' },
      report: { result: [] },
    } as unknown as Parameters<typeof writeCachedProduct>[0];
    writeCachedProduct(copy, storage);
    expect(readCachedProduct('p1', storage)).toEqual(copy);
    expect(readCachedProduct('p2', storage)).toBeNull();
    expect(cachedProductIdOf('Kubek', storage)).toBe('p1');
    store.set('ghg.product.p3', '{not json');
    expect(readCachedProduct('p3', storage)).toBeNull();
  });
});
