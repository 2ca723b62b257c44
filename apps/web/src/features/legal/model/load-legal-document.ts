import type { Locale } from '../../../i18n/locale';
import type { LegalDocument, LegalDocumentName } from './legal-document';

// Each document in each language is a chunk of its own, fetched only when its page is opened.
const LOADERS: Record<LegalDocumentName, Record<Locale, () => Promise<LegalDocument>>> = {
  terms: {
    pl: () => import('../content/terms.pl').then((m) => m.termsPl),
    en: () => import('../content/terms.en').then((m) => m.termsEn),
  },
  'privacy-policy': {
    pl: () => import('../content/privacy-policy.pl').then((m) => m.privacyPolicyPl),
    en: () => import('../content/privacy-policy.en').then((m) => m.privacyPolicyEn),
  },
};

export function loadLegalDocument(name: LegalDocumentName, locale: Locale): Promise<LegalDocument> {
  return LOADERS[name][locale]();
}
