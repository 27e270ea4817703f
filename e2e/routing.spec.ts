import { expect, test } from '@playwright/test';
import { PAGES } from '../lib/i18n/pages';
import { MESSAGES, PREFIXES } from './messages';

const noRedirect = { maxRedirects: 0 } as const;
const location = (response: { headers(): Record<string, string> }) => new URL(response.headers().location ?? '', 'http://x').pathname;

test('the root answers 301 to /en/home, or to the stored language', async ({ request }) => {
  const plain = await request.get('/', noRedirect);
  expect(plain.status()).toBe(301);
  expect(location(plain)).toBe('/en/home');
  const stored = await request.get('/', { ...noRedirect, headers: { cookie: 'language=de' } });
  expect(location(stored)).toBe('/de/home');
});

test('every bare prefix, with or without a trailing slash, leads to its home page', async ({ request }) => {
  for (const prefix of ['es', 'en', 'fr', 'it', 'de', 'en-us']) {
    for (const path of [`/${prefix}`, `/${prefix}/`]) {
      const response = await request.get(path, noRedirect);
      expect(response.status(), path).toBe(301);
      expect(location(response), path).toBe(`/${prefix}/home`);
    }
  }
  expect(location(await request.get('/us', noRedirect))).toBe('/en-us/home');
});

/** The information pages this release has, with the heading each shows. */
const PAGES_WITH_HEADINGS = [
  ['about', (m: (typeof MESSAGES)['en']) => m.pages.about.title],
  ['faq', (m: (typeof MESSAGES)['en']) => m.pages.faq.title],
  ['terms', (m: (typeof MESSAGES)['en']) => m.pages.terms.title],
  ['contact', (m: (typeof MESSAGES)['en']) => m.pages.contact.title],
  ['privacy', (m: (typeof MESSAGES)['en']) => m.pages.privacy.title],
  ['basket', (m: (typeof MESSAGES)['en']) => m.pages.basket.title],
  ['allDestinations', (m: (typeof MESSAGES)['en']) => m.pages.allDestinations.title],
  ['careers', (m: (typeof MESSAGES)['en']) => m.pages.careers.title],
  ['covid19News', (m: (typeof MESSAGES)['en']) => m.pages.covid19News.title],
] as const;

for (const prefix of PREFIXES) {
  test(`the localised slugs of ${prefix} open their pages`, async ({ page }) => {
    // A dozen pages, each rendered for the first time in this language: more than one test's usual time.
    test.setTimeout(60_000);
    for (const [key, heading] of PAGES_WITH_HEADINGS) {
      const path = `/${prefix}/${PAGES[key].slugs[prefix]}`;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading(MESSAGES[prefix] as (typeof MESSAGES)['en']));
    }
  });
}

test('a slug of another language redirects to the slug of the page’s language', async ({ request }) => {
  const cases: [string, string][] = [
    ['/fr/about-us', '/fr/a-propos-de-nous'],
    ['/de/carrito', '/de/warenkorb'],
    ['/it/frequently-asked-questions', '/it/domande-frequenti'],
    ['/en-us/payment', '/en-us/to-payment'],
    ['/es/register', '/es/registro'],
    ['/en/about', '/en/about-us'],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, noRedirect);
    expect(response.status(), from).toBe(301);
    expect(location(response), from).toBe(to);
  }
});

test('an unknown language falls back to en, and a path without one gets the stored language', async ({ request }) => {
  expect(location(await request.get('/pt/contacto', noRedirect))).toBe('/en/contact');
  expect(location(await request.get('/contact', { ...noRedirect, headers: { cookie: 'language=it' } }))).toBe('/it/contatti');
});

test('odd, hostile or over-long paths get a 404 or a redirect on this site, never a 500', async ({ request, baseURL }) => {
  const paths = [
    '/en/../../etc/passwd',
    '/en/%2e%2e/%2e%2e/etc/passwd',
    '/en/%00',
    '/en/%C0%AF',
    `/en/${'x'.repeat(3000)}`,
    '//evil.example/',
    '/en//evil.example',
    '/en/<script>alert(1)</script>',
    '/en/41/paris/%FF',
  ];
  for (const path of paths) {
    // The whole URL: a bare '//evil.example' would be read as another host by the client itself.
    const response = await request.get(`${baseURL}${path}`, noRedirect);
    expect([301, 307, 308, 404], path).toContain(response.status());
    if (response.status() < 400) expect(new URL(response.headers().location ?? '', 'http://127.0.0.1:3100').host, path).toBe('127.0.0.1:3100');
  }
});

test('tampered cookies are ignored, never a 500', async ({ request }) => {
  const response = await request.get('/en/home', {
    headers: { cookie: 'CONSENT=accepted; AB_MAP_DISPLAY=<script>; __utm__={"bad; track__utm=%%%; currency=9; language=../../' },
  });
  expect(response.status()).toBe(200);
});

test('a campaign link stores its coupon, and its tracking only with consent', async ({ page, context, baseURL }) => {
  await page.goto('/en/home?utm_source=gmb&utm_term=csaffiliation&coupon=HOTEL10');
  let cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'voucher')?.value).toBe('HOTEL10');
  expect(cookies.find((c) => c.name === 'hide_voucher')?.value).toBe('1');
  expect(cookies.find((c) => c.name === '__utm__')).toBeUndefined();

  await context.addCookies([{ name: 'CONSENT', value: 'accepted', url: baseURL! }]);
  await page.goto('/en/home?utm_source=newsletter&utm_medium=email');
  cookies = await context.cookies();
  expect(JSON.parse(decodeURIComponent(cookies.find((c) => c.name === '__utm__')?.value ?? '{}'))).toMatchObject({ utmSource: 'newsletter' });
  expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['AB_TRUSTPILOT', 'AB_MAP_DISPLAY', 'track__utm']));
});

const target = (response: { headers(): Record<string, string> }) => {
  const url = new URL(response.headers().location ?? '', 'http://x');
  return `${url.pathname}${url.search}`;
};

test('region-tagged, underscored and upper-case prefixes lead to the same page in their language', async ({ request }) => {
  const cases: [string, string][] = [
    ['/us/home', '/en-us/home'],
    ['/en-US/home?coupon=X', '/en-us/home?coupon=X'],
    ['/en_us/shopping-cart', '/en-us/shopping-cart'],
    ['/en-GB/about-us', '/en/about-us'],
    ['/fr-FR/home', '/fr/home'],
    ['/fr-CA/contact', '/fr/contacter'],
    ['/de-AT/41/paris', '/de/41/paris'],
    ['/EN', '/en/home'],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, noRedirect);
    expect(response.status(), from).toBe(301);
    expect(target(response), from).toBe(to);
  }
});

test('every redirect of a page keeps the query string the visitor came with', async ({ request }) => {
  const query = '?utm_source=google&coupon=X';
  const cases: [string, RegExp][] = [
    // The city found by its slug, a city id alone, a product without its slug, a slug of another language.
    ['/en/paris', /^\/en\/41\/paris\?utm_source=google&coupon=X$/],
    ['/en/41', /^\/en\/41\/paris\?utm_source=google&coupon=X$/],
    ['/en/41/paris/4101', /^\/en\/41\/paris\/4101\/[^/?]+\?utm_source=google&coupon=X$/],
    ['/it/41/paris', /^\/it\/41\/parigi\?utm_source=google&coupon=X$/],
    ['/it/41/paris/4101/x', /^\/it\/41\/parigi\/4101\/[^/?]+\?utm_source=google&coupon=X$/],
  ];
  for (const [from, to] of cases) {
    // Twice: the first render fills the page cache, the second is served from it.
    for (const round of [1, 2]) {
      const response = await request.get(`${from}${query}`, noRedirect);
      expect(response.status(), `${from} #${round}`).toBe(308);
      expect(target(response), `${from} #${round}`).toMatch(to);
    }
  }
});

test('a campaign link to a city without its id ends on the city’s address with its query, and records the campaign', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'CONSENT', value: 'accepted', url: baseURL! }]);
  await page.goto('/en/paris?utm_source=google&coupon=X');
  await expect(page).toHaveURL(/\/en\/41\/paris\?utm_source=google&coupon=X$/);
  const cookies = await context.cookies();
  expect(JSON.parse(decodeURIComponent(cookies.find((c) => c.name === '__utm__')?.value ?? '{}'))).toEqual({ utmSource: 'google', utmCoupon: 'X' });
  expect(cookies.find((c) => c.name === 'voucher')?.value).toBe('X');
  // The redirect and the page it leads to are one visit.
  expect(JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'track__utm')?.value ?? '[]'))).toHaveLength(1);
});

test('a short link leads to the shop address it was made for, and an unknown one to the 404 page', async ({ request }) => {
  const made = await request.post('/api/v2/api/encode', { data: { url: '/en/41/paris' } });
  expect(made.status()).toBe(200);
  const { code, url } = (await made.json()) as { code: string; url: string };
  expect(url).toBe(`/s/${code}`);
  const again = await request.post('/api/v2/api/encode', { data: { url: '/en/41/paris' } });
  expect(((await again.json()) as { code: string }).code).toBe(code);

  const followed = await request.get(url, noRedirect);
  expect(followed.status()).toBe(308);
  expect(target(followed)).toBe('/en/41/paris');
  expect(target(await request.get(`${url}?utm_source=newsletter`, noRedirect))).toBe('/en/41/paris?utm_source=newsletter');
  expect((await request.get('/s/ZZZZZZZZ', noRedirect)).status()).toBe(404);
  expect((await request.post('/api/v2/api/encode', { data: { url: 'https://evil.example/en/home' } })).status()).toBe(400);
});
