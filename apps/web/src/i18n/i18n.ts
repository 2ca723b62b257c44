import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
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

// Each language's messages are a separate chunk, fetched when that language is first shown.
const messageFiles = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json');

// The validation texts live in @ghg/contracts beside the schemas (and zod): fetched as a chunk, not in the entry.
async function validationBundle(locale: Locale): Promise<Record<string, string>> {
  const { VALIDATION_MESSAGES } = await import('@ghg/contracts');
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
  await loadMessages(DEFAULT_LOCALE);
  await loadMessages(initial);
  return i18n;
}

const loaded = new Set<Locale>();

/** Loads one language's messages into the shared store once (the validation texts come from contracts). */
export async function loadMessages(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const files = Object.entries(messageFiles).filter(([path]) => path.startsWith(`./${locale}/`));
  await Promise.all(
    files.map(async ([path, load]) => {
      const ns = path.slice(`./${locale}/`.length, -'.json'.length);
      i18n.addResourceBundle(locale, ns, (await load()).default, true, true);
    }),
  );
  i18n.addResourceBundle(locale, 'validation', await validationBundle(locale), true, true);
  loaded.add(locale);
}

/** Switches the shared instance to a language whose messages are loaded (loads them first if needed). */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadMessages(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
