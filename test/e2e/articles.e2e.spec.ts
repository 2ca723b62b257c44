import { expect, test } from './sign-in';
import { THIRD_PARTY_BASE_URL, type ThirdPartyApp, startThirdPartyApp } from './third-party-app';

// Articles (spec §2 "/articles, /articles/{slug}", §1 "the dashboard also shows … articles", §9 reading time):
// the blog feed served from apps/api/content/articles, in Polish and under /en in English.

test('the dashboard panel lists the 3 newest articles and opens one', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByTestId('panel-articles');
  await expect(panel.getByTestId('panel-article')).toHaveCount(3);
  await expect(panel.getByTestId('panel-article').first()).toContainText(/\d+ min czytania/);
  await panel.getByRole('link', { name: 'Jak czytać pulpit' }).click();

  await expect(page).toHaveURL(/\/articles\/reading-the-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Jak czytać pulpit', level: 1 })).toBeVisible();
  await expect(page.getByTestId('article-reading-time')).toHaveText(/^\d+ min czytania$/);
  await expect(page).toHaveTitle('Jak czytać pulpit · GHG Ledger');
  await page.getByTestId('article-back').click();
  await expect(page).toHaveURL(/\/articles$/);
});

test('the list shows every article with its reading time, and one article opens with its content', async ({
  page,
}) => {
  await page.goto('/articles');
  await expect(page.getByRole('heading', { name: 'Artykuły', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Artykuły · GHG Ledger');
  const cards = page.getByTestId('article-card');
  await expect(cards).toHaveCount(5);
  for (const time of await page.getByTestId('article-reading-time').all()) {
    await expect(time).toHaveText(/^[1-9]\d* min czytania$/);
  }
  // A description over 100 characters is cut to 70 plus an ellipsis (spec §9).
  await expect(cards.filter({ hasText: 'Metoda lokalizacyjna czy rynkowa?' })).toContainText('...');

  await cards.filter({ hasText: 'Zakresy I, II i III' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/articles\/ghg-protocol-scopes$/);
  const content = page.getByTestId('article-content');
  await expect(content.getByRole('heading', { name: /^Zakres I:/, level: 2 })).toBeVisible();
  await content.getByRole('link', { name: 'Raportowania' }).click();
  await expect(page).toHaveURL(/\/report$/);

  await page.goto('/articles/no-such-article');
  await expect(page.getByRole('heading', { name: 'Nie znaleziono artykułu', level: 1 })).toBeVisible();
});

test('English articles live under /en', async ({ page }) => {
  await page.goto('/en/articles');
  await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible();
  await expect(page.getByTestId('article-reading-time').first()).toHaveText(/^\d+ min read$/);
  await page.getByRole('link', { name: /Where emission factors come from/ }).click();
  await expect(page).toHaveURL(/\/en\/articles\/emission-factors-and-sources$/);
  // The address changes before the article's chunk has replaced the list (whose items carry a meta line too).
  await expect(page.getByTestId('article-content')).toContainText('DESNZ');
  await expect(page.getByTestId('article-meta')).toContainText('Article');
  await page.getByTestId('article-back').click();
  await expect(page).toHaveURL(/\/en\/articles$/);

  await page.goto('/en');
  await expect(
    page.getByTestId('panel-articles').getByRole('link', { name: 'How to read the dashboard' }),
  ).toBeVisible();
  await expect(page.getByTestId('panel-articles')).toContainText('min read');
});

// Articles from a WordPress site (issue 21 point 9, spec §3, §7, §9): an app with WORDPRESS_URL set to a local fake
// content site serving posts in the REST API's shape; the built-in articles come back when the site fails.
test.describe('from a WordPress content site', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: THIRD_PARTY_BASE_URL });
  let third: ThirdPartyApp;
  test.beforeAll(async () => {
    test.setTimeout(200_000);
    third = await startThirdPartyApp();
  });
  test.afterAll(async () => {
    await third?.stop();
  });

  test('the list and one article come from the site, sanitised; the built-in ones when it fails', async ({
    page,
  }) => {
    await page.goto('/articles');
    const cards = page.getByTestId('article-card');
    // 100 cards (one page of the site's 101 posts) take a while to render on a loaded machine.
    await expect(cards).toHaveCount(100, { timeout: 30_000 });
    await expect(page.getByText('Strona 1 z 2')).toBeVisible();
    const first = cards.filter({ hasText: 'Wpis z bloga – test' });
    await expect(first).toContainText('...');
    await expect(first).toContainText('2 min czytania');
    await expect(first.locator('img')).toHaveAttribute('src', `${third.fake.url}/media/featured.png`);

    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/articles\/wp-hostile-pl$/);
    await expect(page.getByRole('heading', { name: 'Nagłówek', level: 2 })).toBeVisible();
    await expect(page.getByTestId('article-meta')).toContainText('Artykuł');
    expect(await page.evaluate(() => (globalThis as { __hacked?: boolean }).__hacked)).toBeUndefined();
    await expect(page.getByTestId('article-content').locator('script, [onclick]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'klik' })).toHaveCount(0);

    third.fake.contentSite.down = true;
    await page.goto('/articles');
    await expect(page.getByTestId('article-card')).toHaveCount(5);
    await expect(page.getByTestId('article-card').filter({ hasText: 'Zakresy I, II i III' })).toBeVisible();
    third.fake.contentSite.down = false;
  });

  test('English posts under /en', async ({ page }) => {
    await page.goto('/en/articles');
    await expect(page.getByTestId('article-card').filter({ hasText: 'Blog post – test' })).toContainText(
      '2 min read',
      { timeout: 30_000 },
    );
    await page
      .getByRole('link', { name: /Blog post – test/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/articles\/wp-hostile-en$/);
    // The address changes before the article's chunk has replaced the list (whose cards carry a meta line too).
    await expect(page.getByRole('heading', { name: 'Blog post – test', level: 1 })).toBeVisible();
    await expect(page.getByTestId('article-meta')).toContainText('Article');
  });
});
