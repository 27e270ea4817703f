import { expect, test, type Page } from '@playwright/test';
import { de, en } from './messages';
import { fill, firstFrame, recordFirstFrame, rejectCookies } from './helpers';

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');
const menuButton = (page: Page, name: RegExp) => header(page).getByRole('button', { name });

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the header menus open one at a time and close on a click outside', async ({ page }) => {
    await page.goto('/en/about-us');
    await menuButton(page, /^Language/).click();
    await expect(page.getByRole('button', { name: 'Deutsch (DE)' })).toBeVisible();
    await menuButton(page, /^Currency/).click();
    await expect(page.getByRole('button', { name: 'Deutsch (DE)' })).toBeHidden();
    await expect(menuButton(page, /^Currency/)).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(700, 600);
    await expect(menuButton(page, /^Currency/)).toHaveAttribute('aria-expanded', 'false');

    await menuButton(page, /Members' area/).click();
    await expect(page.getByRole('link', { name: en.header.member.login })).toHaveAttribute('href', '/en/login');
    await page.keyboard.press('Escape');
    await expect(menuButton(page, /Members' area/)).toBeFocused();
  });

  test('the language menu opens the same page in the new language and remembers it', async ({ page, context }) => {
    await page.goto('/en/about-us');
    await menuButton(page, /^Language/).click();
    await page.getByRole('button', { name: 'Deutsch (DE)' }).click();
    await expect(page).toHaveURL(/\/de\/uber-uns$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.pages.about.title);
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('de');

    // City pages keep their city, with its slug in the new language.
    await page.goto('/de/41/paris');
    await menuButton(page, /^Sprache/).click();
    await page.getByRole('button', { name: 'Italiano (IT)' }).click();
    await expect(page).toHaveURL(/\/it\/41\/parigi$/);
  });

  test('the currency menu saves the currency', async ({ page, context }) => {
    await page.goto('/en/home');
    await menuButton(page, /^Currency/).click();
    await page.getByRole('button', { name: /US dollar/ }).click();
    await expect(menuButton(page, /^Currency: USD/)).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('3');
    await page.reload();
    await expect(menuButton(page, /^Currency: USD/)).toBeVisible();
  });

  test('the header search shows on the home page only once scrolled', async ({ page }) => {
    await page.goto('/en/home');
    await expect(header(page).getByRole('combobox')).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await expect(header(page).getByRole('combobox', { name: en.search.label })).toBeVisible();
    await header(page).getByRole('combobox').fill('londr');
    await header(page).getByRole('option', { name: /London/ }).click();
    await expect(page).toHaveURL(/\/en\/95\/london$/);
  });

  test('the footer links, lists popular destinations and products, and subscribes to the newsletter', async ({ page }) => {
    await page.goto('/en/home');
    const links = footer(page).getByRole('navigation', { name: en.footer.linksTitle });
    await expect(links.getByRole('link', { name: en.footer.links.about })).toHaveAttribute('href', '/en/about-us');
    await expect(links.getByRole('link', { name: en.footer.links.privacy })).toHaveAttribute('href', '/en/privacy-cookies-policy');
    await expect(footer(page).getByRole('navigation', { name: en.footer.destinationsTitle }).getByRole('link')).toHaveCount(5);
    await expect(footer(page).getByRole('navigation', { name: en.footer.productsTitle }).getByRole('link')).toHaveCount(5);
    await expect(footer(page).getByText(`© ${new Date().getFullYear()}`)).toBeVisible();

    await footer(page).getByRole('textbox', { name: en.footer.newsletter.label }).fill(`e2e-${Date.now()}@example.com`);
    // Exactly: "Cookie settings" holds "ok" too.
    await footer(page).getByRole('button', { name: en.footer.newsletter.submit, exact: true }).click();
    await expect(footer(page).getByText(en.footer.newsletter.success)).toBeVisible();
  });

  test('the cookie notice asks once, and only consent brings the experiment cookies', async ({ page, context }) => {
    await page.goto('/en/home');
    const notice = page.getByRole('region', { name: en.consent.title });
    await expect(notice).toBeVisible();
    expect((await context.cookies()).some((c) => c.name.startsWith('AB_'))).toBe(false);
    await notice.getByRole('button', { name: en.consent.accept }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: en.consent.title })).toBeHidden();
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['CONSENT', 'AB_TRUSTPILOT', 'AB_STRATEGY_CALENDAR', 'AB_MAP_DISPLAY', 'AB_PACKAGE_MOBILE']));
  });

  test('a visitor who has answered the cookie notice never sees it drawn, and can open it again from the footer', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'CONSENT', value: 'rejected', url: baseURL! }]);
    // The server's page holds the notice for everyone: was it drawn on the first frame?
    await recordFirstFrame(page, 'section[aria-labelledby="cookie-notice-title"]');
    await page.goto('/en/home');
    expect(await firstFrame(page)).toEqual({ read: true, drawn: false });
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    await expect(page.getByRole('region', { name: en.consent.title })).toHaveCount(0);

    await footer(page).getByRole('button', { name: en.consent.settings }).click();
    const notice = page.getByRole('region', { name: en.consent.title });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(en.consent.current.replace('{choice}', en.consent.reject))).toBeVisible();
    await notice.getByRole('button', { name: en.consent.accept }).click();
    await expect(notice).toBeHidden();
  });

  test('back to top appears after scrolling and takes the visitor up', async ({ page }) => {
    await page.goto('/en/destinations');
    const button = page.getByRole('button', { name: en.common.backToTop });
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 1500);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the header and footer at 1440 px', async ({ page }) => {
    await page.goto('/en/about-us');
    await rejectCookies(page);
    await header(page).screenshot({ path: 'test-results/screenshots/header-1440.png' });
    await footer(page).screenshot({ path: 'test-results/screenshots/footer-1440.png' });
    await expect(header(page)).toBeVisible();
  });
});

test.describe('on a phone @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search hides behind its icon and the header hides while scrolling down', async ({ page }) => {
    await page.goto('/en/destinations');
    await expect(header(page).getByRole('combobox')).toHaveCount(0);
    await header(page).getByRole('button', { name: en.header.openSearch }).click();
    await expect(header(page).getByRole('combobox', { name: en.search.label })).toBeFocused();
    await header(page).getByRole('button', { name: en.header.closeSearch }).click();

    await page.mouse.wheel(0, 800);
    await expect(header(page)).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(header(page)).toBeInViewport();
  });

  test('the header and footer at 390 px', async ({ page }) => {
    await page.goto('/en/about-us');
    await rejectCookies(page);
    await header(page).screenshot({ path: 'test-results/screenshots/header-390.png' });
    await footer(page).screenshot({ path: 'test-results/screenshots/footer-390.png' });
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('agent cookies are display hints: without an agent session the page drops them and shows a visitor', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'isagent', value: 'true', url: baseURL! },
    { name: 'agent_credit', value: 'EUR:125000', url: baseURL! },
  ]);
  await page.goto('/en/home');
  // The header asks the provider who is there; no session answers, so the hints go (the real login: agent.spec.ts).
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('isagent');
  expect((await context.cookies()).map((c) => c.name)).not.toContain('agent_credit');
  await expect(menuButton(page, /^Currency/)).toBeVisible();
  await expect(header(page).getByText('€1,250.00')).toHaveCount(0);
});

test('the footer’s cookie settings withdraw consent, and the campaign and A/B cookies go', async ({ page, context }) => {
  await page.goto('/en/about-us?utm_source=newsletter&coupon=SPRING');
  const notice = page.getByRole('region', { name: en.consent.title });
  // Consent given, the landing is reported to the provider once (spec §7 tis).
  const reported = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/tis');
  await notice.getByRole('button', { name: en.consent.accept }).click();
  expect((await reported).postDataJSON()).toMatchObject({ campaign: { utmSource: 'newsletter', utmCoupon: 'SPRING' }, path: '/en/about-us', lang: 'en' });
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(['__utm__', 'track__utm', 'AB_TRUSTPILOT']));

  await page.getByRole('contentinfo').getByRole('button', { name: en.consent.settings }).click();
  await expect(notice.getByText(fill(en.consent.current, { choice: en.consent.accept }))).toBeVisible();
  await notice.getByRole('button', { name: en.consent.reject }).click();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'CONSENT')?.value).toBe('rejected');
  await expect(notice).toBeHidden();
  const names = (await context.cookies()).map((c) => c.name);
  expect(names.filter((name) => name === '__utm__' || name === 'track__utm' || name.startsWith('AB_'))).toEqual([]);
  // The coupon of the link followed is the visitor's own: it stays.
  expect(names).toContain('voucher');
});
