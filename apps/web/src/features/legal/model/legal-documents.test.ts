import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../i18n/locale';
import type { LegalDocumentName } from './legal-document';
import { loadLegalDocument } from './load-legal-document';

const NAMES: LegalDocumentName[] = ['terms', 'privacy-policy'];

describe('legal documents', () => {
  it.each(NAMES)('%s has the same sections in Polish and English, none empty', async (name) => {
    const [pl, en] = await Promise.all([loadLegalDocument(name, 'pl'), loadLegalDocument(name, 'en')]);
    expect(pl.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
    for (const document of [pl, en]) {
      expect(document.title).not.toBe('');
      expect(document.intro.length).toBeGreaterThan(100);
      for (const section of document.sections) {
        expect(section.heading).not.toBe('');
        expect(section.paragraphs.length + (section.list?.length ?? 0)).toBeGreaterThan(0);
      }
    }
    for (const [a, b] of pl.sections.map((s, i) => [s, en.sections[i]!] as const))
      expect(a.list?.length ?? 0).toBe(b.list?.length ?? 0);
  });

  it('the privacy policy names the controller, the GDPR rights, retention, sub-processors and cookies', async () => {
    for (const locale of LOCALES) {
      const policy = await loadLegalDocument('privacy-policy', locale);
      expect(policy.sections.map((s) => s.id)).toEqual(
        expect.arrayContaining(['controller', 'purposes', 'recipients', 'retention', 'rights', 'cookies']),
      );
      const text = JSON.stringify(policy);
      for (const article of ['15', '16', '17', '18', '20', '21']) expect(text).toContain(article);
    }
  });
});
