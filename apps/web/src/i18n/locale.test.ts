import { describe, expect, it } from 'vitest';
import {
  localeCookie,
  localeFromBrowser,
  localeOfPath,
  localizedPath,
  readLocaleCookie,
  rootVisitDecision,
  unlocalizedPath,
} from './locale';

describe('localeOfPath', () => {
  it('is English only under the /en prefix', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/company/initial-questions')).toBe('en');
    expect(localeOfPath('/')).toBe('pl');
    expect(localeOfPath('/entities')).toBe('pl');
    expect(localeOfPath('/company/en')).toBe('pl');
  });
});

describe('localizedPath', () => {
  it('adds and removes the prefix for the same page', () => {
    expect(localizedPath('/company/users', 'en')).toBe('/en/company/users');
    expect(localizedPath('/en/company/users', 'pl')).toBe('/company/users');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/en', 'pl')).toBe('/');
    expect(localizedPath('/en/report', 'en')).toBe('/en/report');
    expect(unlocalizedPath('/en/')).toBe('/');
  });
});

describe('localeFromBrowser', () => {
  it('takes the first supported language in preference order', () => {
    expect(localeFromBrowser(['en-US', 'pl'])).toBe('en');
    expect(localeFromBrowser(['de-DE', 'pl-PL', 'en'])).toBe('pl');
    expect(localeFromBrowser(['fr', 'EN-gb'])).toBe('en');
  });
  it('falls back to Polish', () => {
    expect(localeFromBrowser([])).toBe('pl');
    expect(localeFromBrowser(['de', 'fr'])).toBe('pl');
  });
});

describe('locale cookie', () => {
  it('reads the locale among other cookies and ignores unknown values', () => {
    expect(readLocaleCookie('a=1; locale=en; b=2')).toBe('en');
    expect(readLocaleCookie('locale=de')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
    expect(readLocaleCookie('xlocale=en')).toBeNull();
  });
  it('lives a year on the whole site', () => {
    expect(localeCookie('en')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('rootVisitDecision', () => {
  it('detects from the browser on the root only and remembers it', () => {
    expect(rootVisitDecision('/', '', ['en-US'])).toEqual({ redirectTo: '/en', remember: 'en' });
    expect(rootVisitDecision('/', '', ['pl-PL'])).toEqual({ redirectTo: null, remember: 'pl' });
    expect(rootVisitDecision('/company', '', ['en-US'])).toEqual({ redirectTo: null, remember: null });
    expect(rootVisitDecision('/en', 'locale=pl', ['pl'])).toEqual({ redirectTo: null, remember: null });
  });
  it('follows the cookie on later visits', () => {
    expect(rootVisitDecision('/', 'locale=pl', ['en-US'])).toEqual({ redirectTo: null, remember: null });
    expect(rootVisitDecision('/', 'locale=en', ['pl'])).toEqual({ redirectTo: '/en', remember: null });
  });
});
