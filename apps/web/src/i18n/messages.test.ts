import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@ghg/contracts';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function bundle(locale: string, ns: string): Record<string, unknown> {
  const found = files[`./${locale}/${ns}.json`];
  if (!found) throw new Error(`missing ${locale}/${ns}.json`);
  return found;
}

const namespaces = Object.keys(files)
  .filter((path) => path.startsWith('./pl/'))
  .map((path) => path.slice('./pl/'.length, -'.json'.length));

describe('messages', () => {
  it('has the same namespaces in both languages', () => {
    const en = Object.keys(files)
      .filter((path) => path.startsWith('./en/'))
      .map((path) => path.slice('./en/'.length, -'.json'.length));
    expect(en.sort()).toEqual([...namespaces].sort());
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it.each(namespaces)('%s has exactly the same keys in pl and en, none empty', (ns) => {
    const pl = bundle('pl', ns);
    const en = bundle('en', ns);
    expect(keysOf(en).sort()).toEqual(keysOf(pl).sort());
    for (const text of [...Object.values(pl), ...Object.values(en)].flatMap((v) => JSON.stringify(v))) {
      expect(text).not.toContain('""');
    }
  });

  it('labels every industry in both languages', () => {
    for (const locale of ['pl', 'en']) {
      const industries = bundle(locale, 'company').industries as Record<string, string>;
      expect(Object.keys(industries).sort()).toEqual([...INDUSTRIES].sort());
    }
  });
});
