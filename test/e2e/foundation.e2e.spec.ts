import type { Page } from '@playwright/test';
import { expect, test } from './sign-in';

// The foundation journey: the shell in both languages, its route rules, and the initial questions with History.

async function openInitialQuestions(page: Page, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/company/initial-questions`);
  await expect(page.getByRole('button', { name: prefix ? 'Save' : 'Zapisz' })).toBeVisible();
}

test('initial questions: edit, save, reload keeps the answer, History shows before → after', async ({
  page,
}) => {
  await openInitialQuestions(page);
  const history = page.getByRole('region', { name: 'Historia zmian' });
  const description = page.getByLabel('Opis działalności', { exact: true });
  const industry = page.getByLabel('Branża', { exact: true });

  await description.fill('Palimy kawę w Krakowie i dowozimy ją do kawiarni.');
  await industry.selectOption({ label: 'Produkcja żywności' });
  await page.getByLabel('Kraj', { exact: true }).selectOption('PL');
  await page.getByLabel('Wielkość firmy', { exact: true }).selectOption('SMALL_COMPANY');
  await page.getByLabel('Roczny przychód', { exact: true }).selectOption('LESS_THAN_500K');
  await expect(page.getByText('49 / 500 znaków')).toBeVisible();
  // Read-your-writes: the refetch after a save asks the server to wait for the saved position.
  const refetch = page.waitForRequest(
    (request) => request.url().endsWith('/graphql') && Boolean(request.headers()['x-wait-for-position']),
  );
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await refetch;

  await expect(page.getByText('Zapisano!')).toBeVisible();
  // On a fresh database the answer was empty ('(puste)'); a retry finds the previous run's answer instead.
  await expect(history.getByText(/^Branża: .+ → Produkcja żywności$/).first()).toBeVisible();
  // The snackbar hides by itself (3500 ms after it appeared).
  await expect(page.getByText('Zapisano!')).toBeHidden({ timeout: 6_000 });

  await industry.selectOption({ label: 'Handel detaliczny' });
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(history.getByText('Branża: Produkcja żywności → Handel detaliczny')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Branża', { exact: true })).toHaveValue('RETAIL');
  await expect(page.getByLabel('Opis działalności', { exact: true })).toHaveValue(
    'Palimy kawę w Krakowie i dowozimy ją do kawiarni.',
  );
  // Newest first: the second change is listed above the first.
  const entries = history.getByTestId('history-entry');
  await expect(entries.first()).toContainText('Produkcja żywności → Handel detaliczny');
});

test('initial questions: a too long description is refused with a translated message', async ({ page }) => {
  await openInitialQuestions(page, '/en');
  await page.getByLabel('Description of the business', { exact: true }).fill('x'.repeat(501));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The description can have at most 500 characters')).toBeVisible();
  await expect(page.getByText('501 / 500 characters')).toBeVisible();
});

test('the language switch shows the same page in English under /en', async ({ page }) => {
  await openInitialQuestions(page);
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  await expect(menu.getByRole('link', { name: 'Pulpit' })).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/company\/initial-questions$/);
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Initial questions' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('en');

  // A later visit to the root follows the remembered choice.
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);

  await page.getByRole('button', { name: 'Polski' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Pulpit', exact: true })).toBeVisible();
});

test('an unknown path shows the 404 page in the page language', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.goto('/nie-ma-takiej-strony');
  await expect(page.getByRole('heading', { name: 'Nie znaleziono tej strony' })).toBeVisible();
});

test('a path containing data goes home, keeping the language', async ({ page }) => {
  await page.goto('/data');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/en/company/data-export');
  await expect(page).toHaveURL(/\/en$/);
});

test.describe('language detection on the root path', () => {
  test.use({ locale: 'en-US' });

  test('an English browser lands on /en and the choice is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('en');
  });

  test('other paths state their language themselves', async ({ page }) => {
    await page.goto('/company/initial-questions');
    await expect(page).toHaveURL(/\/company\/initial-questions$/);
    await expect(page.getByRole('heading', { name: 'Pytania wstępne' })).toBeVisible();
  });
});

test('a page chunk that fails to load reloads once, then shows the error page and goes to login', async ({
  page,
}) => {
  let documentLoads = 0;
  page.on('load', () => documentLoads++);
  let logoutCalls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/logout') logoutCalls++;
  });
  // Every page is a chunk of its own; refusing one mimics a deploy that removed it (not a placeholder's chunk:
  // those go away as the pages are built).
  await page.route(/\/assets\/benchmarks\.route-[^/]+\.js$/, (route) => route.abort());

  await page.goto('/en/benchmarks');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(documentLoads).toBe(2);
  await expect(page.getByRole('link', { name: 'Write to support' })).toHaveAttribute('href', /^mailto:/);
  await expect.poll(() => logoutCalls).toBe(1);
  await expect(page).toHaveURL(/\/en\/auth\/login$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('a save over someone else’s change keeps the input and offers to reload', async ({ page, context }) => {
  await openInitialQuestions(page, '/en');
  const other = await context.newPage();
  await openInitialQuestions(other, '/en');

  // Always a real change, also when a retry finds the previous attempt's answer.
  const officeLocation = other.getByLabel('Office location', { exact: true });
  const changedTo = (await officeLocation.inputValue()) === 'SUBURBS' ? 'CITY_CENTER' : 'SUBURBS';
  await officeLocation.selectOption(changedTo);
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText('Saved!')).toBeVisible();

  const description = page.getByLabel('Description of the business', { exact: true });
  await description.fill('Edited while someone else saved.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Someone else changed this data in the meantime.')).toBeVisible();
  await expect(description).toHaveValue('Edited while someone else saved.');

  await page.getByRole('button', { name: 'Reload the current version' }).click();
  await expect(page.getByLabel('Office location', { exact: true })).toHaveValue(changedTo);
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the menu starts closed and the toggle opens it; dialogs and the instruction PDF work', async ({
    page,
    request,
  }) => {
    await page.goto('/en/delegated');
    await expect(page.getByRole('heading', { name: 'Delegated tasks', level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Show or hide the menu' }).click();
    await expect(menu.getByRole('link', { name: 'Reduction plans' })).toBeVisible();
    await menu.getByRole('link', { name: 'Reduction plans' }).click();
    await expect(page).toHaveURL(/\/en\/reduction-plans$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Account' }).click();
    const pdf = page.getByRole('menuitem', { name: 'Instructions (PDF)' });
    await expect(pdf).toHaveAttribute('href', '/docs/instructions-en.pdf');
    const served = await request.get('/docs/instructions-en.pdf');
    expect(served.ok()).toBe(true);
    expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('menuitem', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/en\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  });
});

test('on a wide screen the menu is open beside the page and the Polish PDF is linked', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/reduction-plans');
  await expect(
    page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Pulpit' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Instrukcja (PDF)' })).toHaveAttribute(
    'href',
    '/docs/instrukcja-pl.pdf',
  );
  // The demo company has every required answer: the report can be generated (reports.e2e.spec.ts goes on).
  await expect(page.getByRole('button', { name: 'Wygeneruj raport' })).toBeEnabled();
});

test('a field error found by the server is shown under that field, input kept', async ({ page }) => {
  // An out-of-date client could send what this one's own check would stop: change the body on its way out.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { query?: string; variables?: { input?: object } } | null;
    if (body?.query?.includes('mutation') && body.variables?.input) {
      body.variables.input = {
        ...body.variables.input,
        peopleAmount: 'MICRO_COMPANY',
        peopleAmountNumber: 40,
      };
      return route.continue({ postData: JSON.stringify(body) });
    }
    return route.continue();
  });
  await openInitialQuestions(page, '/en');
  await page.getByLabel('Industry', { exact: true }).selectOption('RETAIL');
  await page.getByLabel('Country', { exact: true }).selectOption('PL');
  await page.getByLabel('Company size', { exact: true }).selectOption('MICRO_COMPANY');
  await page.getByLabel('Annual revenue', { exact: true }).selectOption('LESS_THAN_100K');
  await page.getByLabel('Description of the business', { exact: true }).fill('Checked by the server');
  await page.getByRole('button', { name: 'Save' }).click();

  const employees = page.getByLabel('Exact number of employees', { exact: true });
  await expect(employees).toHaveAccessibleDescription(/does not match the chosen company size/);
  await expect(page.getByLabel('Description of the business', { exact: true })).toHaveValue(
    'Checked by the server',
  );
  await expect(page.getByText('Saved!')).toBeHidden();
});
