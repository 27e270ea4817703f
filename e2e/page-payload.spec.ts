import { expect, test } from '@playwright/test';
import de from '../messages/de.json';
import en from '../messages/en.json';

/**
 * What a page's HTML carries besides its own content (issue 18): a cached page is served to many
 * visitors, and every byte of it is written (and parsed) for each of them.
 */

/** A namespace's longest plain sentence: nothing HTML or JSON would escape, no placeholders. */
function sentenceOf(namespace: keyof typeof en): string {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(en[namespace]);
  const plain = texts.filter((text) => !/["'&<>{}\\’]/.test(text)).sort((a, b) => b.length - a.length);
  expect(plain[0], `${namespace} has a plain sentence`).toBeTruthy();
  return plain[0]!;
}

const PAGE_OWN = ['booking', 'basket', 'payment', 'paymentConfirmed', 'newsletterPage'] as const;

test('pages without the booking panel, the basket or payment carry none of their words', async ({ request }) => {
  for (const path of ['/en/baseline', '/en/home', '/en/41/paris']) {
    const html = await (await request.get(path)).text();
    for (const namespace of PAGE_OWN) expect(html.includes(sentenceOf(namespace)), `${path} carries ${namespace}`).toBe(false);
  }
});

test('the pages with them carry their words for the browser', async ({ request }) => {
  const basket = await (await request.get('/en/shopping-cart')).text();
  expect(basket).toContain(sentenceOf('basket'));
  const payment = await (await request.get('/en/payment')).text();
  expect(payment).toContain(sentenceOf('payment'));
});

test('the contact form’s and the home’s countdown words come with those pages only', async ({ request }) => {
  const contactForm = en.contact.errors.phone;
  const countdown = en.promotions.winterBreaks.text;
  for (const path of ['/en/baseline', '/en/41/paris']) {
    const html = await (await request.get(path)).text();
    expect(html.includes(contactForm), `${path} carries the contact form`).toBe(false);
    expect(html.includes(countdown), `${path} carries the countdown`).toBe(false);
  }
  expect(await (await request.get('/en/contact')).text()).toContain(contactForm);
});

test('cached pages are sent without an ETag: no hash of the whole page for every request', async ({ request }) => {
  for (const path of ['/en/baseline', '/en/41/paris']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['etag'], path).toBeUndefined();
  }
});

test('a page carries no 404 for paths outside every language (its six languages are not on every page)', async ({ request }) => {
  const html = await (await request.get('/en/baseline')).text();
  expect(html.includes(de.notFound.lost)).toBe(false);
  const notFound = await request.get('/nowhere-at-all.txt');
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toContain(de.notFound.lost);
});

test('no link is prefetched: a phone’s data goes to the pages the visitor opens (ADR 0024)', async ({ page }) => {
  const prefetched = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc') || request.headers()['next-router-prefetch']) prefetched.add(url.pathname);
  });
  await page.goto('/en/41/paris');
  // The footer's lists of destinations and tours are streamed after the page's start.
  await expect(page.getByRole('contentinfo').getByRole('navigation')).toHaveCount(3);
  expect(await page.locator('main a[href^="/en/"]').count()).toBeGreaterThan(5);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect([...prefetched]).toEqual([]);
  // A link is a plain anchor: following it loads the next page as a document.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  const faq = page.getByRole('contentinfo').getByRole('link', { name: en.footer.links.faq });
  const path = (await faq.getAttribute('href'))!;
  await faq.click();
  await expect(page).toHaveURL(path);
  expect(documents).toEqual([path]);
});

test('cached pages come whole: no part of them is held back to be revealed after the rest (ADR 0025)', async ({ request }) => {
  // React outlines a completed Suspense boundary of more than 500 bytes once the page before it is
  // large (`<!--$?-->`, its HTML sent after the page's and revealed by a script, batched): the
  // pictures or prices inside would come late and move the page. The islands that hydrate when
  // the page idles have boundaries small enough to stay in place, in every language and layout.
  const everyLanguage = ['/de/home', '/es/home', '/fr/home', '/it/home', '/en-us/home'];
  const everyLayout = ['/en/shopping-cart', '/en/payment', '/en/member-area'];
  for (const path of ['/en/home', '/en/41/paris', '/en/41/paris/4101/paris-hop-on-hop-off-bus-tour', '/en/41/paris/4103/paris-guided-walking-tour', ...everyLanguage, ...everyLayout]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<!--$-->');
    expect(html.includes('<!--$?-->'), `${path} holds a part back`).toBe(false);
  }
});
