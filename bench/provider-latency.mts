// `npm run bench:provider`: latency of the provider's heaviest reads and of its booking calls
// (the shop's API and the OCTO API for resellers), called in process (no HTTP) on a freshly
// seeded database: PGlite in a temporary folder, or the PostgreSQL database of DATABASE_URL.
// Prints one JSON report. See bench/README.md.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createProviderApp } from '../provider/api/app';
import { createOctoApp, OCTO_BASE_PATH } from '../provider/api/octo/app';
import { openDatabase } from '../provider/db/open-database';
import { prepareDatabase } from '../provider/db/prepare';
import { agencies, members } from '../provider/db/schema/members';
import { agentLedger } from '../provider/db/schema/orders';
import { createLimits } from '../provider/services/limits';
import { availabilityIdOf } from '../provider/services/octo/ids';
import { createApiKey, MAX_LIVE_KEYS } from '../provider/services/octo/keys';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARM_UP = 20;

/** A weekday three weeks ahead (the walking tour does not run on Sundays), and the month from it. */
const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const VISIT = day(21);

const CALLS = {
  'location/{id}/product': '/api/v2/location/41/product',
  'product/{id}': '/api/v2/product/4101',
  'product/{id}/fullAvailability': '/api/v2/product/4103/fullAvailability',
  // The booking panel's live calls: a month of the calendar, the options of a day, a day's departures.
  'panel: product/{id}/availability (31 days)': `/api/v2/product/4103/availability?from=${VISIT}&to=${day(21 + 30)}`,
  'panel: product/{id}/option/availability?day': `/api/v2/product/4103/option/availability?day=${VISIT}`,
  'panel: option/{id}/availability/times?day': `/api/v2/option/41031/availability/times?day=${VISIT}`,
};

/**
 * Days whose 10:00 walking tour has room for the bench's add-to-carts (about three a day): the
 * seed fills some departures almost to the top, and which days those are moves with the date.
 * Asked of the provider before the timed calls, among days 22–171 (checkouts use later ones).
 */
const ADD_DAYS: string[] = [];
const ROOM_NEEDED = 6;

/** One place on the 10:00 walking tour for a new visitor; `n` spreads them over ADD_DAYS so no departure fills up. */
const addToCart = (n: number) =>
  new Request('http://bench/api/v2/transaction/addToCart', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-language': 'fr', 'x-currency': '1' },
    body: JSON.stringify({ productId: 4103, optionId: 41031, date: ADD_DAYS[n % ADD_DAYS.length], time: '10:00', units: [{ type: 'adult', quantity: 1 }], packageChoices: [4103111] }),
  });

// Checkout: a new visitor's basket (one adult on the walking tour) paid with the sandbox's approved card.
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 100);
const CHECKOUT_WARM_UP = 5;
const CHECKOUT_CALLERS = 4;
/** Checkout baskets go on days after add-to-cart's (22–171) and within the 365-day selling horizon. */
const CHECKOUT_FIRST_DAY = 172;
const CHECKOUT_DAYS = 190;
const HEADERS = { 'x-language': 'fr', 'x-currency': '1' };
const customer = { firstName: 'Anna', lastName: 'Muller', email: 'anna@example.com', phone: '612345678', countryId: 276 };
const approvedCard = { type: 'scheme', number: '4111 1111 1111 1111', expiryMonth: '12', expiryYear: '2034', cvc: '737', holderName: 'Anna Muller' };

// OCTO: the Paris boat tour (product 4104, option 41041: hourly 10:00–17:00, 80 places), one adult
// per booking, eight departures a day from three weeks ahead, so no departure fills up.
const OCTO_PRODUCT = 4104;
const OCTO_OPTION = 41041;
const OCTO_TIMES = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const OCTO_FIRST_DAY = 21;
const OCTO_DAYS = 300;

const folder = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'shop-bench-'));
const outboxDir = mkdtempSync(join(tmpdir(), 'shop-bench-outbox-'));
const handle = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: join(folder!, 'pglite') });
try {
  const seedStarted = performance.now();
  await prepareDatabase(handle, { seed: true });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  // The sandbox gateway answers at once; the confirmation email each paid order defers is only
  // collected here, and sent (and timed) one at a time at the end, so it disturbs no other figure.
  const confirmations: (() => Promise<void>)[] = [];
  const app = createProviderApp({
    database: async () => handle,
    engine: handle.engine,
    payment: { sandboxTimeoutMs: 0, outboxDir, defer: (task) => void confirmations.push(task) },
  });

  for (let offset = 22; offset < CHECKOUT_FIRST_DAY; offset++) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const answer = await app.fetch(new Request(`http://bench/api/v2/option/41031/availability/times?day=${date}`, { headers: { 'x-language': 'fr' } }));
    const { times = [] } = (await answer.json()) as { times?: { time: string; remaining?: number }[] };
    if ((times.find((t) => t.time === '10:00')?.remaining ?? 0) >= ROOM_NEEDED) ADD_DAYS.push(date);
  }
  if (ADD_DAYS.length < 100) throw new Error(`Only ${ADD_DAYS.length} days with room at 10:00 on the walking tour`);

  const results: Record<string, { p50: number; p99: number; mean: number }> = {};
  for (const [name, path] of Object.entries(CALLS)) {
    const timings: number[] = [];
    for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
      const started = performance.now();
      const response = await app.fetch(new Request(`http://bench${path}`, { headers: { 'x-language': 'fr', 'x-currency': '1' } }));
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      if (i >= WARM_UP) timings.push(performance.now() - started);
    }
    results[name] = summarise(timings);
  }

  // Members: the demo member logs in (scrypt on purpose), each time from another address so the
  // per-address limit does not count the bench as one visitor; then reads its details with the cookie.
  const logins: number[] = [];
  const infos: number[] = [];
  for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
    const address = { 'x-forwarded-for': `198.51.${i >> 8}.${i & 255}` };
    const started = performance.now();
    const login = await app.fetch(
      new Request('http://bench/api/v2/member/login/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...address },
        body: JSON.stringify({ email: 'member@demo.example', password: 'DemoMember!2026', rememberMe: true }),
      }),
    );
    await login.arrayBuffer();
    if (login.status !== 200) throw new Error(`member/login/email answered ${login.status}`);
    if (i >= WARM_UP) logins.push(performance.now() - started);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const read = performance.now();
    const info = await app.fetch(new Request('http://bench/api/v2/member/info', { headers: { cookie, ...address } }));
    await info.arrayBuffer();
    if (info.status !== 200) throw new Error(`member/info answered ${info.status}`);
    if (i >= WARM_UP) infos.push(performance.now() - read);
  }
  results['member/login/email (scrypt, new session)'] = summarise(logins);
  results['member/info (session cookie)'] = summarise(infos);

  // Agents: the demo agent logs in once; reading the agency's credit, and adding to an agent's basket
  // (a new basket each time), which reserves credit under the agency's row lock (ADR 0016).
  const agentLogin = await app.fetch(
    new Request('http://bench/api/v2/agent/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.255.1' },
      body: JSON.stringify({ email: 'agent@demo.example', password: 'DemoAgent!2026', rememberMe: true }),
    }),
  );
  await agentLogin.arrayBuffer();
  if (agentLogin.status !== 200) throw new Error(`agent/login answered ${agentLogin.status}`);
  const agentCookie = agentLogin.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const agentInfos: number[] = [];
  const agentAdds: number[] = [];
  for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
    const read = performance.now();
    const info = await app.fetch(new Request('http://bench/api/v2/agent/info', { headers: { cookie: agentCookie } }));
    await info.arrayBuffer();
    if (info.status !== 200) throw new Error(`agent/info answered ${info.status}`);
    if (i >= WARM_UP) agentInfos.push(performance.now() - read);
    const add = addToCart(i);
    add.headers.set('cookie', agentCookie);
    const started = performance.now();
    const added = await app.fetch(add);
    await added.arrayBuffer();
    if (added.status !== 200) throw new Error(`agent addToCart answered ${added.status}`);
    if (i >= WARM_UP) agentAdds.push(performance.now() - started);
  }
  results['agent/info (credit: balance, reserved)'] = summarise(agentInfos);
  results['transaction/addToCart by an agent (reserves credit)'] = summarise(agentAdds);

  // Add-to-cart, one at a time (latency) and ten at a time (throughput), each a new visitor holding a place.
  let n = 0;
  const adds: number[] = [];
  for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
    const started = performance.now();
    const response = await app.fetch(addToCart(n++));
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`addToCart answered ${response.status}`);
    if (i >= WARM_UP) adds.push(performance.now() - started);
  }
  results['transaction/addToCart'] = summarise(adds);
  const THROUGHPUT_SECONDS = 5;
  const until = performance.now() + THROUGHPUT_SECONDS * 1000;
  let added = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (performance.now() < until) {
        const response = await app.fetch(addToCart(n++));
        await response.arrayBuffer();
        if (response.status === 200) added++;
      }
    }),
  );

  // Checkout. Baskets are filled before each phase (not timed); only the payment call is.
  let nextDay = 0;
  /** A new visitor's basket with one adult at 10:00; a day that cannot be sold (a block-out) is skipped. */
  const basket = async () => {
    for (let tries = 0; tries < 10; tries++) {
      const date = day(CHECKOUT_FIRST_DAY + (nextDay++ % CHECKOUT_DAYS));
      const added = await app.fetch(
        new Request('http://bench/api/v2/transaction/addToCart', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...HEADERS },
          body: JSON.stringify({ productId: 4103, optionId: 41031, date, time: '10:00', units: [{ type: 'adult', quantity: 1 }], packageChoices: [4103111] }),
        }),
      );
      await added.arrayBuffer();
      if (added.status !== 200) continue;
      const authorization = added.headers.get('authorization') ?? '';
      const sale = await app.fetch(new Request('http://bench/api/v2/transaction/sale', { headers: { ...HEADERS, authorization } }));
      if (sale.status !== 200) throw new Error(`transaction/sale answered ${sale.status}`);
      const { total } = (await sale.json()) as { total: { amount: number; currency: string } };
      return { authorization, total };
    }
    throw new Error('addToCart refused ten checkout days in a row');
  };
  const baskets = (count: number) => Promise.all(Array.from({ length: count }, () => basket()));
  let keys = 0;
  const voucherTokens: string[] = [];
  const references: string[] = [];
  /** Pays a basket with the approved card; the voucher token of the paid order. */
  const pay = async ({ authorization, total }: Awaited<ReturnType<typeof basket>>) => {
    const response = await app.fetch(
      new Request('http://bench/api/v2/transaction/payment/adyen', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...HEADERS, authorization, 'idempotency-key': `bench-${Date.now()}-${++keys}` },
        body: JSON.stringify({ customer, amount: { value: total.amount, currency: total.currency }, paymentMethod: approvedCard, returnUrl: 'http://localhost:3000/fr/payment' }),
      }),
    );
    const text = await response.text();
    if (response.status !== 200) throw new Error(`payment/adyen answered ${response.status}: ${text}`);
    const answer = JSON.parse(text) as { result: string; voucherToken: string | null; reference: string };
    if (answer.result !== 'paid' || !answer.voucherToken) throw new Error(`payment/adyen answered ${text}`);
    references.push(answer.reference);
    return answer.voucherToken;
  };

  // One payment at a time (latency)...
  const paying = await baskets(CHECKOUT_WARM_UP + CHECKOUTS);
  const payments: number[] = [];
  for (const [i, b] of paying.entries()) {
    const started = performance.now();
    voucherTokens.push(await pay(b));
    if (i >= CHECKOUT_WARM_UP) payments.push(performance.now() - started);
  }
  results['transaction/payment/adyen (card, paid)'] = summarise(payments);

  // ...and CHECKOUT_CALLERS at a time (throughput), each paying the next basket of the queue.
  const queue = await baskets(CHECKOUTS);
  const concurrentPayments: number[] = [];
  const throughputStarted = performance.now();
  await Promise.all(
    Array.from({ length: CHECKOUT_CALLERS }, async () => {
      for (let b = queue.shift(); b; b = queue.shift()) {
        const started = performance.now();
        voucherTokens.push(await pay(b));
        concurrentPayments.push(performance.now() - started);
      }
    }),
  );
  const checkoutSeconds = (performance.now() - throughputStarted) / 1000;
  results[`transaction/payment/adyen (card, paid, ${CHECKOUT_CALLERS} callers)`] = summarise(concurrentPayments);

  // The vouchers of the paid orders, as PDF (the first CHECKOUT_WARM_UP not counted).
  const vouchers: number[] = [];
  for (const [i, token] of voucherTokens.entries()) {
    const started = performance.now();
    const response = await app.fetch(new Request(`http://bench/api/v2/transaction/voucher?token=${encodeURIComponent(token)}&format=pdf`, { headers: HEADERS }));
    await response.arrayBuffer();
    if (response.status !== 200 || response.headers.get('content-type') !== 'application/pdf') throw new Error(`transaction/voucher answered ${response.status}`);
    if (i >= CHECKOUT_WARM_UP) vouchers.push(performance.now() - started);
  }
  results['transaction/voucher?format=pdf'] = summarise(vouchers);

  // The deferred confirmations, one at a time: the order claimed, its vouchers rendered as PDF, the .eml written.
  const emails: number[] = [];
  for (const send of confirmations.splice(0)) {
    const started = performance.now();
    await send();
    emails.push(performance.now() - started);
  }
  const written = readdirSync(outboxDir).filter((file) => file.endsWith('.eml')).length;
  if (written !== voucherTokens.length) throw new Error(`${written} confirmation emails written for ${voucherTokens.length} paid orders`);

  // After the purchase: each order found by reference and email, moved to another departure at
  // the same price, then cancelled (refund through the sandbox). Only the change and the cancel are timed.
  const afterPurchase = references.slice(CHECKOUT_WARM_UP, CHECKOUT_WARM_UP + CHECKOUTS);
  const call = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await app.fetch(
      new Request(`http://bench/api/v2${path}`, { method, headers: { 'content-type': 'application/json', ...HEADERS, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) }),
    );
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text);
  };
  const tokens: string[] = [];
  for (const [i, reference] of afterPurchase.entries()) {
    // One address per look-up: the per-address limit is not what is measured here.
    const answer = await call('POST', '/booking/lookup', { reference, email: customer.email }, { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` });
    tokens.push(answer.token);
  }
  const changes: number[] = [];
  for (const [i, token] of tokens.entries()) {
    const booking = await call('GET', '/booking', undefined, { 'x-booking-token': token });
    const ticket = booking.tickets[0];
    const calendar = await call('GET', `/booking/change/calendar?line=0&from=${ticket.date}`, undefined, { 'x-booking-token': token });
    const slot = (calendar.days as { date: string; slots: { time: string; difference: { amount: number; currency: string } }[] }[])
      .flatMap((d) => d.slots.map((s) => ({ date: d.date, ...s })))
      .find((s) => s.difference.amount === 0);
    if (!slot) throw new Error(`no same-price departure to move ${afterPurchase[i]} to`);
    const started = performance.now();
    const answer = await call('POST', '/booking/change', { line: 0, date: slot.date, time: slot.time, difference: slot.difference }, { 'x-booking-token': token, 'idempotency-key': `bench-change-${i}` });
    changes.push(performance.now() - started);
    if (answer.result !== 'changed') throw new Error(`booking/change answered ${JSON.stringify(answer)}`);
  }
  results['booking/change (same price)'] = summarise(changes);
  const cancels: number[] = [];
  for (const [i, token] of tokens.entries()) {
    const started = performance.now();
    const answer = await call('POST', '/booking/cancel', {}, { 'x-booking-token': token, 'idempotency-key': `bench-cancel-${i}` });
    cancels.push(performance.now() - started);
    if (answer.refunded.amount <= 0) throw new Error(`booking/cancel refunded nothing: ${JSON.stringify(answer)}`);
  }
  results['booking/cancel (whole order, refunded)'] = summarise(cancels);
  await Promise.all(confirmations.splice(0).map((task) => task()));

  // OCTO: a reseller's system of an agency of the bench's own (a large opening credit, 10 % commission)
  // reserves one adult on a departure, confirms it on the credit at net, checks a day's departures and
  // reads the product, as a channel manager does, with both capabilities and French content.
  const [benchAgency] = await handle.db
    .insert(agencies)
    .values({ name: 'Bench Channel Manager', currencyId: 1, reference: 'BENCH', commissionBasisPoints: 1000 })
    .returning();
  await handle.db.insert(agentLedger).values({ agencyId: benchAgency!.id, kind: 'top-up', amount: 100_000_000, cause: 'bench opening' });
  // A key names the agent who created it: one agent, who never logs in.
  const benchAgentId = randomUUID();
  await handle.db.insert(members).values({ id: benchAgentId, name: 'Bench Agent', email: `bench-${benchAgentId}@agency.example`, emailVerified: true, role: 'agent', agencyId: benchAgency!.id, currencyId: 1 });
  // The production limits in memory of the OCTO app's own (1,200 requests a minute per key): the calls
  // go round the agency's MAX_LIVE_KEYS keys, 12,000 a minute, more than this bench sends.
  const octoKeys: string[] = [];
  for (let k = 0; k < MAX_LIVE_KEYS; k++) octoKeys.push((await createApiKey(handle.db, benchAgency!.id, benchAgentId, `Bench ${k + 1}`, new Date())).key);
  // The confirmation each booking defers is collected and run after the figures, untimed, as the shop's.
  const octoFollowUps: (() => Promise<void>)[] = [];
  const octoApp = createOctoApp({
    database: async () => handle,
    engine: handle.engine,
    limits: createLimits(),
    payment: { sandboxTimeoutMs: 0, outboxDir, defer: (task) => void octoFollowUps.push(task) },
  });
  let octoCalls = 0;
  /** One OCTO call with the next key; its status and text. */
  const octo = async (method: string, path: string, body?: unknown) => {
    const response = await octoApp.fetch(
      new Request(`http://bench${OCTO_BASE_PATH}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${octoKeys[octoCalls++ % octoKeys.length]}`,
          'octo-capabilities': 'octo/content, octo/pricing',
          'accept-language': 'fr',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, text: await response.text() };
  };
  const expectOk = (what: string, answer: { status: number; text: string }) => {
    if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.text}`);
    return JSON.parse(answer.text);
  };

  let octoSlot = 0;
  /** The next departure's availability id: eight a day, over OCTO_DAYS days. */
  const nextDeparture = () => {
    const n = octoSlot++;
    return availabilityIdOf(day(OCTO_FIRST_DAY + (Math.floor(n / OCTO_TIMES.length) % OCTO_DAYS)), OCTO_TIMES[n % OCTO_TIMES.length]!, 'Europe/Paris');
  };
  const reserves: number[] = [];
  const confirms: number[] = [];
  let octoRefused = 0;
  for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
    let reserved: { uuid: string } | undefined;
    let refusal = '';
    // A departure the seed sold out (or a block-out day) is refused: the rest of its day is skipped, the refusal not timed.
    for (let tries = 0; tries < 10 && !reserved; tries++) {
      const uuid = randomUUID();
      const started = performance.now();
      const answer = await octo('POST', '/bookings', { uuid, productId: String(OCTO_PRODUCT), optionId: String(OCTO_OPTION), availabilityId: nextDeparture(), unitItems: [{ unitId: 'adult' }] });
      const took = performance.now() - started;
      if (answer.status === 400 && /"error":"(UNPROCESSABLE_ENTITY|INVALID_AVAILABILITY_ID)"/.test(answer.text)) {
        octoRefused++;
        refusal = answer.text;
        octoSlot = Math.ceil(octoSlot / OCTO_TIMES.length) * OCTO_TIMES.length;
        continue;
      }
      reserved = expectOk('OCTO POST /bookings', answer);
      if (i >= WARM_UP) reserves.push(took);
    }
    if (!reserved) throw new Error(`OCTO POST /bookings refused on ten days in a row: ${refusal}`);
    const started = performance.now();
    const answer = await octo('POST', `/bookings/${reserved.uuid}/confirm`, { resellerReference: `BENCH-${i}`, contact: { fullName: `${customer.firstName} ${customer.lastName}`, emailAddress: customer.email } });
    const took = performance.now() - started;
    const confirmed = expectOk('OCTO POST /bookings/{uuid}/confirm', answer);
    if (confirmed.status !== 'CONFIRMED') throw new Error(`OCTO confirm answered ${answer.text}`);
    if (i >= WARM_UP) confirms.push(took);
  }
  results['OCTO POST /bookings (reserve, 1 adult)'] = summarise(reserves);
  results['OCTO POST /bookings/{uuid}/confirm (net on credit)'] = summarise(confirms);

  const octoReads = {
    'OCTO POST /availability (one day, 8 departures)': () =>
      octo('POST', '/availability', { productId: String(OCTO_PRODUCT), optionId: String(OCTO_OPTION), localDateStart: VISIT, localDateEnd: VISIT, units: [{ id: 'adult', quantity: 1 }] }),
    'OCTO GET /products/{id}': () => octo('GET', `/products/${OCTO_PRODUCT}`),
  };
  for (const [name, read] of Object.entries(octoReads)) {
    const timings: number[] = [];
    for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
      const started = performance.now();
      const answer = await read();
      const took = performance.now() - started;
      const body = expectOk(name, answer);
      if (name.includes('availability') && (!Array.isArray(body) || body.length !== OCTO_TIMES.length)) throw new Error(`${name} answered ${answer.text}`);
      if (i >= WARM_UP) timings.push(took);
    }
    results[name] = summarise(timings);
  }
  for (const task of octoFollowUps.splice(0)) await task();

  const size = (await handle.db.execute(sql`select pg_database_size(current_database()) as bytes`)) as unknown as { rows: { bytes: string | number }[] };
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        engine: handle.engine,
        iterations: ITERATIONS,
        seedSeconds: round(seedSeconds),
        databaseMegabytes: round(Number(size.rows[0]?.bytes ?? 0) / 1024 / 1024),
        latencyMs: results,
        addToCartPerSecond: round(added / THROUGHPUT_SECONDS),
        checkouts: CHECKOUTS,
        checkoutPerSecond: round(CHECKOUTS / checkoutSeconds),
        confirmationEmailMs: summarise(emails),
        octoReservationsRefused: octoRefused,
      },
      null,
      2,
    ),
  );
} finally {
  await handle.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  rmSync(outboxDir, { recursive: true, force: true });
}

/** p50, p99 and mean of timings in ms (p99 of 100 timings is the slowest). */
function summarise(timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p50: at(0.5), p99: at(0.99), mean: round(sorted.reduce((s, t) => s + t, 0) / (sorted.length || 1)) };
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}
