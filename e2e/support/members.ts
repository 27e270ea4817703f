import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** What the members' specs share: fresh addresses, the emails in the outbox, a product with a member price. */

/** Where the e2e server writes emails (no SMTP_URL: the outbox). */
const OUTBOX = '.data/outbox';

/** An address no other test (nor an earlier run on the same database) has used. */
export function freshEmail(tag: string, testInfo: TestInfo): string {
  return `${tag}.${testInfo.project.name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/**
 * Makes the page (and its API calls) come from an address of the test's own, as separate people
 * do: the e2e server trusts one proxy hop (playwright.config.ts), so per-address limits on
 * registering and logging in apply per test. Returns the headers for other request contexts.
 */
export async function ownAddress(page: Page): Promise<Record<string, string>> {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  const headers = { 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` };
  await page.context().setExtraHTTPHeaders(headers);
  return headers;
}

/** Quoted-printable to text: soft line breaks joined, `=XX` bytes decoded as UTF-8. */
export function unquote(text: string): string {
  // Only the body is quoted-printable: a header such as List-Unsubscribe may hold "=E4…" as it is.
  const split = /\r?\n\r?\n/.exec(text);
  const [headers, body] = split ? [text.slice(0, split.index + split[0].length), text.slice(split.index + split[0].length)] : ['', text];
  const joined = body.replace(/=\r?\n/g, '');
  return headers + Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/**
 * The link of the newest member email of a kind (`verify`, `reset`) sent to `to`, as a path with
 * its query, read from the outbox's .eml files: `pattern` matches the link's path and query.
 */
export async function linkFromEmail(kind: 'verify' | 'reset', to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.includes(`member-${kind}`)).sort().reverse();
        for (const file of files) {
          const eml = unquote(await readFile(join(OUTBOX, file), 'utf8'));
          if (!eml.includes(to)) continue;
          link = new RegExp(`https?://[^\\s"<>]+?${pattern.source}`).exec(eml)?.[0];
          return Boolean(link);
        }
        return false;
      },
      { message: `the ${kind} email to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(link!.replace(/&amp;/g, '&'));
  return url.pathname + url.search;
}

/** A departure of a product members pay less for: what the basket link needs, and the prices to compare. */
export interface MemberPricedLine {
  productId: number;
  productName: string;
  optionId: number;
  date: string;
  time: string;
  packageChoices: number[];
}

interface Card {
  id: number;
  name: string;
  memberPriceFrom: { amount: number } | null;
}
interface Option {
  id: number;
  kind: string;
  minPassengers: number;
  cancellation: { refundable: boolean };
  packageGroups: { choices: { id: number }[] }[];
}

/**
 * A timed, refundable departure, `skip` weeks into the far future, of a Paris product with a
 * member price, with places to spare for one adult — found through the API as a shopper's browser would see it
 * (product cards carry `memberPriceFrom`), so the spec does not depend on the seed's ids.
 */
export async function memberPricedDeparture(request: APIRequestContext, skip: number, language = 'en'): Promise<MemberPricedLine> {
  const cards = (await (await request.get('/api/v2/location/41/product?limit=100')).json()) as Card[];
  const start = Date.now() + (100 + skip * 7) * 86_400_000;
  for (const card of cards.filter((c) => c.memberPriceFrom)) {
    // The product's name as the basket shows it, in the page's language.
    const headers = { 'x-language': language === 'en-us' ? 'us' : language };
    const product = (await (await request.get(`/api/v2/product/${card.id}`, { headers })).json()) as { name: string; options: Option[] };
    for (const option of product.options.filter((o) => o.kind === 'timed' && o.minPassengers <= 1 && o.cancellation.refundable)) {
      for (let i = 0; i < 14; i++) {
        const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
        const { times = [] } = await (await request.get(`/api/v2/option/${option.id}/availability/times?day=${date}`)).json();
        const open = (times as { time: string; status: string; remaining: number | null }[]).find((t) => t.status === 'available' && (t.remaining ?? 99) >= 3);
        if (open) {
          const packageChoices = option.packageGroups.map((group) => group.choices[0]!.id);
          return { productId: card.id, productName: product.name, optionId: option.id, date, time: open.time, packageChoices };
        }
      }
    }
  }
  throw new Error('No Paris product with a member price has a departure with places');
}

/** The basket link of one adult on the departure. */
export function reserveParam(line: MemberPricedLine): string {
  const choices = line.packageChoices.length ? `:${line.packageChoices.join('+')}` : '';
  return `${line.optionId}:${line.productId}:${line.date}:${line.time}:adult=1${choices}`;
}
