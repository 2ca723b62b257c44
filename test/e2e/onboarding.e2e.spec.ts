import type { Browser, Page } from '@playwright/test';
import { adminMagicLink, fillAdminRegistration, signInAs, type FreemiumCompany } from './freemium-sign-up';
import { expect, test } from './sign-in';

// Onboarding and legal pages (issue 16, deliverables 2 and 5): a company that signs up today is on freemium;
// it learns its plan and first step on the dashboard, its screens make no call that ends in 403 or logs an
// error, the sidebar's Reporting leads to the report flow, and the terms and privacy policy are real pages
// linked from the registration forms, the account menu and the footer. In Polish and in English.

const WORDS = {
  pl: {
    submit: 'Utwórz konto i firmę',
    created: 'Konto i firma utworzone',
    termsRequired: 'Akceptacja regulaminu jest wymagana',
    privacyRequired: 'Akceptacja polityki prywatności jest wymagana',
    terms: 'Akceptuję regulamin',
    privacy: 'Akceptuję politykę prywatności',
    insufficient: 'Podano niewystarczające dane',
    premium: 'To funkcja premium',
    close: 'Zamknij',
    mainMenu: 'Menu główne',
    privacyTitle: 'Polityka prywatności',
    termsTitle: 'Regulamin',
  },
  en: {
    submit: 'Create account and company',
    created: 'Account and Company Created',
    termsRequired: 'Acceptance of the terms is required',
    privacyRequired: 'Acceptance of the privacy policy is required',
    terms: 'I accept the terms of service',
    privacy: 'I accept the privacy policy',
    insufficient: 'Insufficient data provided',
    premium: 'This is a premium feature',
    close: 'Close',
    mainMenu: 'Main menu',
    privacyTitle: 'Privacy policy',
    termsTitle: 'Terms of service',
  },
} as const;

// Every page a signed-in company can open (scope-3 and reduction-plans send a freemium plan home; back office,
// audit and blocked periods are pages of other roles, reachable by address).
const ROUTES = [
  '/',
  '/report',
  '/report/scope-1',
  '/report/scope-2',
  '/report/scope-3',
  '/reduction-plans',
  '/benchmarks',
  '/articles',
  '/company/initial-questions',
  '/company/locations',
  '/company/users',
  '/organizations/list',
  '/organizations/tiles',
  '/user',
  '/product',
  '/audit',
  '/blocked-periods',
  '/backoffice',
  '/terms',
  '/privacy-policy',
];

const stamp = Date.now().toString(36);

function newCompany(locale: 'pl' | 'en'): FreemiumCompany {
  return {
    email: `olga.${locale}.${stamp}@lesna-firma.pl`,
    password: 'Lesna-Firma-2026!',
    companyName: `Leśna Firma ${locale} ${stamp}`,
  };
}

/** Registers a new company through the public forms: the consents' messages first, then ticked. */
async function signUp(
  browser: Browser,
  locale: 'pl' | 'en',
): Promise<{ page: Page; company: FreemiumCompany }> {
  const words = WORDS[locale];
  const company = newCompany(locale);
  const link = await adminMagicLink(browser);
  const page = await (await browser.newContext({ locale: locale === 'pl' ? 'pl-PL' : 'en-GB' })).newPage();
  await fillAdminRegistration(page, link, locale, company);
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByText(words.termsRequired)).toBeVisible();
  await expect(page.getByText(words.privacyRequired)).toBeVisible();
  // Each consent links its document, opened beside the form.
  const prefix = locale === 'en' ? '/en' : '';
  await expect(page.getByTestId('consent-link-terms')).toHaveAttribute('href', `${prefix}/terms`);
  await expect(page.getByTestId('consent-link-privacyPolicy')).toHaveAttribute(
    'href',
    `${prefix}/privacy-policy`,
  );
  await expect(page.getByTestId('consent-link-privacyPolicy')).toHaveAttribute('target', '_blank');
  await page.getByLabel(words.terms).check();
  await page.getByLabel(words.privacy).check();
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByRole('heading', { name: words.created })).toBeVisible();
  await signInAs(page, company, locale);
  return { page, company };
}

/** Visits every route and collects each response with 403 and each console error on the way. */
async function problemsOnEveryRoute(page: Page, locale: 'pl' | 'en'): Promise<string[]> {
  const problems: string[] = [];
  let route = '';
  page.on('response', (response) => {
    if (response.status() !== 403) return;
    const operation = /"operationName":"(\w+)"/.exec(response.request().postData() ?? '')?.[1] ?? '';
    problems.push(`${route}: 403 ${response.url()} ${operation}`.trim());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${route}: console error ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${route}: page error ${error.message}`));
  for (const path of ROUTES) {
    route = locale === 'en' ? `/en${path === '/' ? '' : path}` : path;
    await page.goto(route);
    await page.waitForLoadState('networkidle');
  }
  return problems;
}

async function onboardingDashboard(page: Page, locale: 'pl' | 'en'): Promise<void> {
  const words = WORDS[locale];
  await page.goto(locale === 'en' ? '/en' : '/');
  // The plan and what it unlocks.
  const plan = page.getByTestId('plan-card');
  await expect(plan.getByTestId('plan-card-name')).toHaveText('Freemium');
  await expect(plan.getByTestId('plan-module-scope1&2')).toHaveAttribute('data-included', 'true');
  await expect(plan.getByTestId('plan-module-scope3')).toHaveAttribute('data-included', 'false');
  await expect(plan.getByTestId('plan-module-reportGeneration')).toHaveAttribute('data-included', 'false');
  await plan.getByTestId('plan-unlock-scope3').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(words.premium);
  await dialog.getByRole('button', { name: words.close }).click();
  await expect(dialog).toBeHidden();

  // No answers: what to do next instead of empty charts.
  const firstSteps = page.getByTestId('first-steps');
  await expect(firstSteps.getByRole('heading', { name: words.insufficient })).toBeVisible();
  await expect(page.getByTestId('emissions-chart-treemap')).toHaveCount(0);
  const start = firstSteps.getByTestId('first-steps-start');
  await expect(start).toHaveAttribute(
    'href',
    new RegExp(`^${locale === 'en' ? '/en' : ''}/report/scope-1/[a-z-]+/questions-1$`),
  );
  await start.click();
  await expect(page).toHaveURL(/\/report\/scope-1\/[a-z-]+\/questions-1$/);

  // Reporting is the report flow: without report generation in the plan, its upgrade dialog.
  const reporting = page
    .getByRole('navigation', { name: words.mainMenu })
    .getByTestId('locked-reportGeneration');
  await reporting.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('upgrade-dialog-generate-report')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: words.close }).click();
}

test('a new company in Polish: consents, its freemium plan, its first step and Reporting on the dashboard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page } = await signUp(browser, 'pl');
  await onboardingDashboard(page, 'pl');
});

test('a new company in English: consents, its freemium plan, its first step and Reporting on the dashboard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page } = await signUp(browser, 'en');
  await onboardingDashboard(page, 'en');
});

for (const locale of ['pl', 'en'] as const)
  test(`a freemium company's screens make no call that ends in 403 and log no error (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const company = newCompany(locale);
    company.email = `crawl.${company.email}`;
    const link = await adminMagicLink(browser);
    const page = await (await browser.newContext()).newPage();
    await fillAdminRegistration(page, link, locale, company);
    await page.getByLabel(WORDS[locale].terms).check();
    await page.getByLabel(WORDS[locale].privacy).check();
    await page.getByRole('button', { name: WORDS[locale].submit }).click();
    await expect(page.getByRole('heading', { name: WORDS[locale].created })).toBeVisible();
    await signInAs(page, company, locale);
    expect(await problemsOnEveryRoute(page, locale)).toEqual([]);
  });

test('Reporting in the sidebar opens the report wizard for a company with report generation and its data', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Menu główne' }).getByTestId('nav-reporting').click();
  const dialog = page.getByRole('dialog', { name: 'Wygeneruj raport' });
  await expect(dialog.getByTestId('report-step-1')).toBeVisible();
  await expect(page.getByText('pojawi się w kolejnej wersji')).toHaveCount(0);
});

for (const locale of ['pl', 'en'] as const)
  test(`the terms and the privacy policy are pages of their own, linked from the account menu and the footer (${locale})`, async ({
    page,
  }) => {
    const words = WORDS[locale];
    const prefix = locale === 'en' ? '/en' : '';
    await page.goto(`${prefix}/`);
    await page.locator('header').getByRole('button', { name: 'Anna Demo' }).click();
    await page
      .getByRole('menuitem', { name: locale === 'en' ? 'Privacy Policy' : 'Polityka prywatności' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/privacy-policy$`));
    const policy = page.getByTestId('legal-privacy-policy');
    await expect(policy.getByRole('heading', { level: 1, name: words.privacyTitle })).toBeVisible();
    // The parts a GDPR policy needs: controller, rights, retention, sub-processors, cookies.
    for (const id of ['controller', 'purposes', 'recipients', 'retention', 'rights', 'cookies'])
      await expect(policy.locator(`section#${id} h2`)).toBeVisible();
    await expect(policy).toContainText(locale === 'en' ? 'Article 17' : 'art. 17');

    await page.getByTestId('footer-terms').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/terms$`));
    await expect(
      page.getByTestId('legal-terms').getByRole('heading', { level: 1, name: words.termsTitle }),
    ).toBeVisible();

    // Open without a session: the registration forms link here for visitors.
    const visitor = await (await page.context().browser()!.newContext()).newPage();
    await visitor.goto(`${prefix}/privacy-policy`);
    await expect(visitor.getByRole('heading', { level: 1, name: words.privacyTitle })).toBeVisible();
    await expect(visitor).toHaveURL(new RegExp(`${prefix}/privacy-policy$`));
    await visitor.context().close();
  });
