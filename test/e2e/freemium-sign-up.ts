import { type Browser, type Page, expect } from '@playwright/test';
import { PROVIDER_STAFF_EMAIL, signIn, submitProviderLogin } from './sign-in';

const CSRF = { 'x-ghg-csrf': '1' };

/** Words of the registration forms each journey clicks, per language. */
const FORM_WORDS = {
  pl: { next: 'Dalej', country: 'Polska', industry: 'Bankowość', size: /Mała firma/, revenue: /Od 100 000/ },
  en: {
    next: 'Next',
    country: 'Poland',
    industry: 'Banking',
    size: /Small company/,
    revenue: '100,000 to 499,999 EUR',
  },
} as const;

export interface FreemiumCompany {
  email: string;
  password: string;
  companyName: string;
}

async function choose(page: Page, field: string, option: string | RegExp): Promise<void> {
  await page.locator(`#field-${field}`).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** A magic link from provider staff, as the back office hands one out. */
export async function adminMagicLink(browser: Browser): Promise<string> {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, PROVIDER_STAFF_EMAIL);
  const created = await staff.request.post('/api/magicLinks', { headers: CSRF });
  expect(created.status()).toBe(201);
  const { link } = (await created.json()) as { link: string };
  await staff.context().close();
  return link;
}

/**
 * Fills the three admin registration forms up to the last one (sector, size, revenue chosen); the caller ticks
 * the consents and submits, so a journey can check their messages first.
 */
export async function fillAdminRegistration(
  page: Page,
  link: string,
  locale: 'pl' | 'en',
  company: FreemiumCompany,
): Promise<void> {
  const words = FORM_WORDS[locale];
  await page.goto(locale === 'en' ? link.replace(/\/ml\//, '/en/ml/') : link);
  await expect(page).toHaveURL(/\/public-form\/register$/);
  await page.locator('#field-firstName').fill('Olga');
  await page.locator('#field-lastName').fill('Nowicka');
  await page.locator('#field-email').fill(company.email);
  await page.locator('#field-repeatEmail').fill(company.email);
  await page.locator('#field-password').fill(company.password);
  await page.locator('#field-repeatPassword').fill(company.password);
  await page.getByRole('button', { name: words.next }).click();
  await expect(page).toHaveURL(/\/public-form\/company$/);
  await page.locator('#field-companyName').fill(company.companyName);
  await page.locator('#field-nip').fill('123-456-32-18');
  await page.locator('#field-street').fill('ul. Leśna 2');
  await page.locator('#field-postalCode').fill('30-001');
  await page.locator('#field-city').fill('Kraków');
  await choose(page, 'country', words.country);
  await page.getByRole('button', { name: words.next }).click();
  await expect(page).toHaveURL(/\/public-form\/advanced$/);
  await choose(page, 'industry', words.industry);
  await choose(page, 'peopleAmount', words.size);
  await choose(page, 'annualRevenue', words.revenue);
}

/** Signs the new administrator in through the provider's login page. */
export async function signInAs(page: Page, company: FreemiumCompany, locale: 'pl' | 'en'): Promise<void> {
  const back = locale === 'en' ? '%2Fen%2Fauth%2Fsigned-in' : '%2Fauth%2Fsigned-in';
  await page.goto(`/api/auth/login?returnTo=${back}`);
  await submitProviderLogin(page, company.password, company.email);
}
