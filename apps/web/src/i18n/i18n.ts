import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { VALIDATION_MESSAGES } from '@ghg/contracts/validation-messages';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale';

export const NAMESPACES = [
  'common',
  'auth',
  'company',
  'report',
  'audit',
  'periods',
  'dashboard',
  'registration',
  'validation',
  'access',
  'backoffice',
  'reports',
  'profile',
  'articles',
  'shell',
  'tasks',
  'reduction',
  'product',
  'sheets',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// Each language's messages are one chunk (bundles/), fetched when that language is first shown.
const messageBundles: Record<Locale, () => Promise<{ MESSAGES: Record<string, Record<string, unknown>> }>> = {
  pl: () => import('./bundles/pl'),
  en: () => import('./bundles/en'),
};

// The validation texts live in @ghg/contracts beside the schemas; this one file of it imports no zod, so it is
// read directly rather than through the package index (which would fetch and run every schema before the first paint).
function validationBundle(locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(VALIDATION_MESSAGES).map(([code, text]) => [code, text[locale]]));
}

export const i18n: I18n = i18next.createInstance();

export async function initI18n(initial: Locale): Promise<I18n> {
  await i18n.use(initReactI18next).init({
    lng: initial,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // Only the language shown: both have the same keys (messages.test.ts), so the fallback is never read at start.
  await loadMessages(initial);
  return i18n;
}

const loaded = new Set<Locale>();

/** Loads one language's messages into the shared store once (the validation texts come from contracts). */
export async function loadMessages(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const { MESSAGES } = await messageBundles[locale]();
  for (const [path, messages] of Object.entries(MESSAGES)) {
    const ns = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
    i18n.addResourceBundle(locale, ns, messages, true, true);
  }
  i18n.addResourceBundle(locale, 'validation', validationBundle(locale), true, true);
  loaded.add(locale);
}

/** Switches the shared instance to a language whose messages are loaded (loads them first if needed). */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadMessages(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
