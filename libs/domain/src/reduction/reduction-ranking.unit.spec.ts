import { REDUCTION_PLAN_ITEMS } from './reduction-catalogue.js';
import { bestForYou, reductionCards, type SectionEmission } from './reduction-ranking.js';
import { SECTION_KEYS_OF_REPORT } from './report-section-keys.js';

const EMISSIONS: SectionEmission[] = [
  { section: 'vehicles', scope: 'scope-1', tonnes: 12 },
  { section: 'electricity', scope: 'scope-2', tonnes: 30 },
  { section: 'heat', scope: 'scope-2', tonnes: 8 },
  { section: 'business-travels', scope: 'scope-3', tonnes: 20 },
  { section: 'wtt', scope: 'scope-3', tonnes: 3 },
  { section: 'waste', scope: 'scope-3', tonnes: 0 },
];

describe('the reduction catalogue', () => {
  it('has the 13 plan items of the spec, each for its own section of scopes 1-3', () => {
    expect(REDUCTION_PLAN_ITEMS).toHaveLength(13);
    const sections = REDUCTION_PLAN_ITEMS.map((i) => i.relatedSection);
    expect(new Set(sections).size).toBe(13);
    for (const section of sections) expect(SECTION_KEYS_OF_REPORT.has(section)).toBe(true);
  });

  it('gives every measure both languages, a range within 0-100, a cost class and a named source', () => {
    const measures = REDUCTION_PLAN_ITEMS.flatMap((i) => i.description);
    expect(new Set(measures.map((m) => m.id)).size).toBe(measures.length);
    for (const m of measures) {
      expect(m.title.pl && m.title.en && m.description.pl && m.description.en).toBeTruthy();
      expect(m.title.pl).not.toBe(m.title.en);
      expect(m.reductionPercent.min).toBeGreaterThan(0);
      expect(m.reductionPercent.min).toBeLessThanOrEqual(m.reductionPercent.max);
      expect(m.reductionPercent.max).toBeLessThanOrEqual(100);
      expect(['low', 'medium', 'high']).toContain(m.costClass);
      expect(m.source.name).toMatch(/\S/);
      expect(m.source.url).toMatch(/^https:\/\//);
    }
  });
});

describe('ranking the cards', () => {
  it('gives one card per section with emissions, largest value first', () => {
    const cards = reductionCards(EMISSIONS, -1);
    expect(cards.map((c) => [c.section, c.tonnes])).toEqual([
      ['electricity', 30],
      ['business-travels', 20],
      ['vehicles', 12],
      ['heat', 8],
      ['wtt', 3],
    ]);
    // A section without catalogue measures still has its card, to add a measure of one's own.
    expect(cards.at(-1)).toMatchObject({ item: null, measures: [] });
  });

  it('narrows to one scope with the filter, -1 keeps all', () => {
    expect(reductionCards(EMISSIONS, 2).map((c) => c.section)).toEqual(['electricity', 'heat']);
    expect(reductionCards(EMISSIONS, 1).map((c) => c.section)).toEqual(['vehicles']);
    expect(reductionCards(EMISSIONS, 3).map((c) => c.section)).toEqual(['business-travels', 'wtt']);
  });

  it('orders equal values by section key', () => {
    const equal: SectionEmission[] = [
      { section: 'vehicles', scope: 'scope-1', tonnes: 5 },
      { section: 'cooling', scope: 'scope-1', tonnes: 5 },
    ];
    expect(reductionCards(equal, -1).map((c) => c.section)).toEqual(['cooling', 'vehicles']);
  });

  it('works out each measure’s expected cut in tonnes from the section value', () => {
    const [electricity] = reductionCards(EMISSIONS, 2);
    const renewable = electricity!.measures.find((m) => m.measure.id === 'electricity-renewable')!;
    expect(renewable.expectedTonnes).toEqual({ min: 9, max: 27, mid: 18 });
  });
});

describe("'Best for you'", () => {
  it('is the measure with the largest expected cut for this company, whatever the filter', () => {
    // electricity-renewable: 30 t × 60 % = 18 t; vehicles-electrification: 12 t × 50 % = 6 t; travel: 20 × 35 % = 7 t.
    expect(bestForYou(EMISSIONS)?.measure.id).toBe('electricity-renewable');
  });

  it('follows the company’s data: a large fleet makes electrification the best', () => {
    const fleet: SectionEmission[] = [
      { section: 'vehicles', scope: 'scope-1', tonnes: 100 },
      { section: 'electricity', scope: 'scope-2', tonnes: 30 },
    ];
    expect(bestForYou(fleet)?.measure.id).toBe('vehicles-electrification');
    expect(bestForYou(fleet)?.expectedTonnes.mid).toBe(50);
  });

  it('is none when no section with emissions has a measure', () => {
    expect(bestForYou([{ section: 'wtt', scope: 'scope-3', tonnes: 4 }])).toBeNull();
    expect(bestForYou([])).toBeNull();
  });
});
