import { expect, test } from '@playwright/test';
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

test('cached pages are sent without an ETag: no hash of the whole page for every request', async ({ request }) => {
  for (const path of ['/en/baseline', '/en/41/paris']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['etag'], path).toBeUndefined();
  }
});
