#!/usr/bin/env node
// `npm run test:cluster`: two instances of the production build behind HAProxy, on one PostgreSQL
// database and one Redis, and what must hold when visitors are spread over them. One PASS or FAIL
// line per check, with its figures; the exit code is 1 when any check failed. See cluster/README.md.
import '../scripts/require-node.mjs';
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { build } from '../scripts/build.mjs';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { bin } from '../scripts/run.mjs';
import { ensureHaproxy } from './ensure-haproxy.mjs';
import { startCluster } from './start.mjs';

/** Paris's guided walking tour: its 10:00 departures (option 41031) and the English tour (a package choice every item needs). */
const WALK = { productId: 4103, optionId: 41031, time: '10:00', packageChoices: [4103111] };
/** Paris's hop-on hop-off bus: the cached page the revalidation check changes. */
const BUS = { productId: 4101, cityPath: '/en/41/paris' };
/** The kill test's lease: a job whose instance died is taken over this long after it was claimed. */
const LEASE_SECONDS = 8;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];

/** The running cluster, for the checks. */
let cluster;

/**
 * Runs one check: it returns its figures (a PASS line) or throws (a FAIL line with the reason). A
 * check that fails leaves the cluster running for the next one.
 */
async function check(letter, title, body) {
  const begun = Date.now();
  try {
    const figures = await body();
    results.push({ letter, pass: true });
    console.info(`PASS ${letter}. ${title} (${seconds(Date.now() - begun)}): ${figures}`);
  } catch (error) {
    results.push({ letter, pass: false });
    console.info(`FAIL ${letter}. ${title} (${seconds(Date.now() - begun)}): ${error.message}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Answers per instance, as the balancer's X-Served-By named them: "shop1 5, shop2 5". */
function split(servers) {
  const counts = {};
  for (const server of servers) counts[server ?? 'none'] = (counts[server ?? 'none'] ?? 0) + 1;
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([server, count]) => `${server} ${count}`)
    .join(', ');
}
const bothServed = (servers) => servers.includes('shop1') && servers.includes('shop2');

async function get(url, headers = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function postJson(url, body, headers = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the text says what came back.
  }
  return { status: response.status, headers: response.headers, text, json };
}

// a. ------------------------------------------------------------------------------------------

async function landsOnBoth() {
  const servers = [];
  for (let i = 0; i < 10; i++) {
    const response = await get(`${cluster.origin}/api/v2/health`);
    assert(response.status === 200, `GET /api/v2/health answered ${response.status}`);
    servers.push(response.headers.get('x-served-by'));
  }
  assert(bothServed(servers), `10 requests went to ${split(servers)}`);
  return `10 requests: ${split(servers)}`;
}

// b. ------------------------------------------------------------------------------------------

async function purchaseInBrowser() {
  const resultFile = resolve('.data/cluster/purchase.json');
  const code = await new Promise((done) => {
    const child = spawn(bin('playwright'), ['test', '-c', 'cluster/playwright.config.ts'], {
      stdio: 'inherit',
      env: { ...process.env, CLUSTER_ORIGIN: cluster.origin, CLUSTER_OUTBOX: cluster.outboxDir, CLUSTER_RESULT: resultFile },
    });
    // Interrupted, the clean-up stops the cluster: Playwright goes too (a terminal's Ctrl+C reaches it anyway).
    const stop = () => child.kill('SIGTERM');
    process.once('SIGINT', stop).once('SIGTERM', stop);
    child.on('exit', (exitCode) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      done(exitCode ?? 1);
    });
    child.on('error', () => done(1));
  });
  assert(code === 0, `the Playwright spec cluster/purchase.spec.ts failed (exit code ${code}; see above and test-results/cluster/)`);
  const { reference, servedBy } = JSON.parse(readFileSync(resultFile, 'utf8'));
  const answers = Object.entries(servedBy).map(([server, count]) => `${server} ${count}`).join(', ');
  assert(servedBy.shop1 > 0 && servedBy.shop2 > 0, `the browser's requests all went to one instance (${answers})`);
  return `order ${reference} confirmed, 1 email; the browser's requests: ${answers}`;
}

// c. ------------------------------------------------------------------------------------------

/** The walking tour's 10:00 departure on `day`: its status and places left, as the provider says. */
async function departure(origin, day) {
  const { times = [] } = JSON.parse((await get(`${origin}/api/v2/option/${WALK.optionId}/availability/times?day=${day}`)).body);
  return times.find((t) => t.time === WALK.time);
}

/** The first day from `daysAhead` on whose 10:00 walk has at least `places` left. */
async function dayWithPlaces(daysAhead, places) {
  for (let i = 0; i < 30; i++) {
    const day = new Date(Date.now() + (daysAhead + i) * 86_400_000).toISOString().slice(0, 10);
    const slot = await departure(cluster.origin, day);
    if (slot && slot.status !== 'sold_out' && slot.status !== 'unavailable' && (slot.remaining ?? 0) >= places) return day;
  }
  throw new Error(`no day with ${places} places on the walking tour at 10:00 from ${daysAhead} days ahead on`);
}

const walkItem = (date, adults = 1) => ({ ...WALK, date, units: [{ type: 'adult', quantity: adults }] });

async function parallelHolds() {
  const BUYERS = 200;
  const PLACES = 10;
  // Capacity is the option's (product_options.capacity, every departure of it); lowered for this
  // check and put back after it. A day of its own, that nothing else books.
  const { rows } = await cluster.db.query('select capacity from product_options where id = $1', [WALK.optionId]);
  const capacity = rows[0]?.capacity;
  assert(Number.isInteger(capacity), `option ${WALK.optionId} has no capacity in product_options`);
  await cluster.db.query('update product_options set capacity = $2 where id = $1', [WALK.optionId, PLACES]);
  try {
    const day = await dayWithPlaces(200, PLACES);
    const before = await departure(cluster.origin, day);
    assert(before.remaining === PLACES, `the departure of ${day} shows ${before.remaining} places left after the capacity was set to ${PLACES}`);

    const answers = await Promise.all(
      Array.from({ length: BUYERS }, () =>
        fetch(`${cluster.origin}/api/v2/transaction/addToCart`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(walkItem(day)),
        }).then(
          async (response) => ({ status: response.status, server: response.headers.get('x-served-by'), body: await response.text() }),
          (error) => ({ status: 0, server: null, body: error.message }),
        ),
      ),
    );
    const held = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status >= 400 && a.status < 500);
    const failed = answers.filter((a) => a.status === 0 || a.status >= 500);
    const reasons = {};
    for (const answer of refused) {
      let reason = `${answer.status}`;
      try {
        reason = `${answer.status} ${JSON.parse(answer.body).reason ?? JSON.parse(answer.body).error}`;
      } catch {
        // Not JSON.
      }
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    const { rows: heldRows } = await cluster.db.query(
      `select cast(coalesce(sum(quantity), 0) as integer) as places, cast(count(*) as integer) as holds from inventory_allocations
       where option_id = $1 and travel_date = $2 and start_time = $3 and kind = 'held' and expires_at > now()`,
      [WALK.optionId, day, WALK.time],
    );
    const figures =
      `${day}: ${held.length} held, ${refused.length} refused (${Object.entries(reasons).map(([reason, count]) => `${reason} ×${count}`).join(', ') || 'none'}), ` +
      `${failed.length} 5xx or errors; answered by ${split(answers.map((a) => a.server))}; in the database ${heldRows[0].places} places in ${heldRows[0].holds} holds`;
    assert(held.length === PLACES, `${held.length} holds succeeded, not ${PLACES}. ${figures}`);
    assert(failed.length === 0, `${failed.length} answers were 5xx or failed (first: ${failed[0]?.status} ${failed[0]?.body.slice(0, 200)}). ${figures}`);
    assert(refused.length === BUYERS - PLACES, `${refused.length} refusals, not ${BUYERS - PLACES}. ${figures}`);
    const soldOut = Object.keys(reasons).every((reason) => /^409 (SOLD_OUT|NOT_ENOUGH_PLACES)$/.test(reason));
    assert(soldOut, `refusals other than 409 SOLD_OUT/NOT_ENOUGH_PLACES. ${figures}`);
    assert(bothServed(answers.map((a) => a.server)), `the requests did not reach both instances. ${figures}`);
    assert(heldRows[0].places === PLACES, `the database holds ${heldRows[0].places} places, not ${PLACES}. ${figures}`);
    return figures;
  } finally {
    await cluster.db.query('update product_options set capacity = $2 where id = $1', [WALK.optionId, capacity]);
  }
}

// d. ------------------------------------------------------------------------------------------

/** The bus's English product page: its canonical path, from the provider. */
async function busPath(origin) {
  const answer = await get(`${origin}/api/v2/href?url=${encodeURIComponent(`${BUS.cityPath}/${BUS.productId}`)}`, { 'x-language': 'en' });
  const canonical = answer.status === 200 ? JSON.parse(answer.body).canonical : null;
  assert(typeof canonical === 'string' && canonical.startsWith('/en/'), `GET /api/v2/href for the bus answered ${answer.status} ${answer.body.slice(0, 200)}`);
  return canonical;
}

async function revalidation() {
  const [one, two] = cluster.instances;
  const path = await busPath(two.origin);
  const page = (instance) => get(instance.origin + path);

  // Cached on instance 2 first.
  let cached;
  for (let i = 0; i < 20; i++) {
    cached = await page(two);
    assert(cached.status === 200, `GET ${path} on ${two.id} answered ${cached.status}`);
    if (cached.headers.get('x-nextjs-cache') === 'HIT') break;
    await sleep(250);
  }
  assert(cached.headers.get('x-nextjs-cache') === 'HIT', `GET ${path} on ${two.id} never answered x-nextjs-cache: HIT (last: ${cached.headers.get('x-nextjs-cache')})`);

  // The product's English name, which the page prints in its heading, changed in the database.
  const { rows } = await cluster.db.query(`select name from product_translations where product_id = $1 and lang = 'en'`, [BUS.productId]);
  const name = rows[0]?.name;
  assert(name, `product ${BUS.productId} has no English name in product_translations`);
  const marker = `Renamed${randomBytes(4).toString('hex')}`;
  await cluster.db.query(`update product_translations set name = $2 where product_id = $1 and lang = 'en'`, [BUS.productId, `${name} ${marker}`]);
  try {
    const stale = await page(two);
    assert(!stale.body.includes(marker), `${two.id} showed the new name before any revalidation (x-nextjs-cache: ${stale.headers.get('x-nextjs-cache')}): the page was not served from the cache`);
    assert(stale.headers.get('x-nextjs-cache') === 'HIT', `${two.id} answered x-nextjs-cache: ${stale.headers.get('x-nextjs-cache')} after the change, not HIT`);

    const revalidated = await postJson(`${one.origin}/api/revalidate`, { site: 'worldwide', path }, { authorization: `Bearer ${cluster.revalidateSecret}` });
    assert(revalidated.status === 200, `POST /api/revalidate on ${one.id} answered ${revalidated.status} ${revalidated.text.slice(0, 200)}`);
    const asked = Date.now();

    const seen = [];
    for (let i = 0; i < 40; i++) {
      const fresh = await page(two);
      seen.push(`${fresh.status} ${fresh.headers.get('x-nextjs-cache')}`);
      if (fresh.status === 200 && fresh.body.includes(marker)) {
        return `${path}: ${two.id} served the old name (HIT) after the change; ${one.id} revalidated it (${JSON.stringify(revalidated.json)}); ${two.id} showed the new name ${seconds(Date.now() - asked)} later, at request ${i + 1} (${seen.join(', ')})`;
      }
      await sleep(250);
    }
    throw new Error(`${two.id} still served the old name 10 s after ${one.id} revalidated ${path} (answers: ${seen.join(', ')})`);
  } finally {
    await cluster.db.query(`update product_translations set name = $2 where product_id = $1 and lang = 'en'`, [BUS.productId, name]);
    await postJson(`${one.origin}/api/revalidate`, { site: 'worldwide', path }, { authorization: `Bearer ${cluster.revalidateSecret}` }).catch(() => {});
  }
}

// e. ------------------------------------------------------------------------------------------

const REFERENCE_LETTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const unknownReference = () => `SS${Array.from({ length: 8 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('')}`;

/**
 * A request to the balancer from `localAddress`: the whole 127/8 block is this machine, so a
 * client of a loopback address of its own is a client the balancer sees, and names in
 * X-Forwarded-For, as another visitor. (What a client writes into X-Forwarded-For itself is never
 * believed by the shop: it reads the entry the balancer appended.)
 */
function postFrom(localAddress, url, body) {
  return new Promise((done, fail) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(url, { method: 'POST', localAddress, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => done({ status: response.statusCode, server: response.headers['x-served-by'], text }));
    });
    req.on('error', fail);
    req.end(payload);
  });
}

async function sharedLimit() {
  // The shop's own rule (TypeScript, loaded through tsx), so the check follows any change to it.
  const { LIMITS } = await tsImport('../provider/services/limits/rules.ts', import.meta.url);
  const { points, minutes } = LIMITS.bookingLookup;
  const address = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const lookup = (from) => postFrom(from, `${cluster.origin}/api/v2/booking/lookup`, { reference: unknownReference(), pin: '000000' });

  const answers = [];
  for (let i = 0; i < points + 2; i++) answers.push(await lookup(address));
  const firstRefused = answers.findIndex((a) => a.status === 429);
  const counted = answers.slice(0, points);
  const figures = `booking look-ups from ${address}, ${points} per ${minutes} min: the first ${firstRefused === -1 ? 'none' : firstRefused} answered ${[...new Set(counted.map((a) => a.status))].join('/')} (${split(counted.map((a) => a.server))}), then ${answers.slice(points).map((a) => `${a.status} by ${a.server}`).join(', ')}`;
  assert(counted.every((a) => a.status === 404), `a look-up within the limit was not answered 404 (unknown reference). ${figures}`);
  assert(firstRefused === points, `the 429 came after ${firstRefused} look-ups, not ${points}. ${figures}`);
  assert(answers.slice(points).every((a) => a.status === 429 && JSON.parse(a.text).reason === 'LOOKUP_LOCKED'), `not every look-up past the limit was 429 LOOKUP_LOCKED. ${figures}`);
  assert(bothServed(counted.map((a) => a.server)), `the counted look-ups did not reach both instances. ${figures}`);
  const other = await lookup(`127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`);
  assert(other.status === 404, `another address was answered ${other.status}, not 404: the limit is not per address`);
  return `${figures}; another address still 404`;
}

// f. ------------------------------------------------------------------------------------------

/** An SMTP server that accepts connections and never says a word: a send to it hangs. */
function silentSmtpServer() {
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () =>
      done({
        port: server.address().port,
        connections: () => sockets.size,
        close: () => {
          for (const socket of sockets) socket.destroy();
          return new Promise((closed) => server.close(closed));
        },
      }),
    );
  });
}

/** Calls on one instance, carrying the guest cookie as a browser would. */
function visitor(origin) {
  const cookies = new Map();
  return async (method, path, body, headers = {}) => {
    const response = await fetch(origin + path, {
      method,
      headers: { 'content-type': 'application/json', 'x-language': 'en', 'x-currency': '1', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, text, json: text ? JSON.parse(text) : null };
  };
}

const emailsOf = (reference) => readdirSync(cluster.outboxDir).filter((file) => file.endsWith('.eml') && file.includes(reference));

async function jobRow(key) {
  const { rows } = await cluster.db.query('select key, state, attempts, locked_by, locked_until, last_error from jobs where key = $1', [key]);
  return rows[0] ?? null;
}

/**
 * Pays an order on `instance` directly and waits for its confirmation job to be running there.
 * Returns the job's key and the payment still under way, or what happened instead.
 */
async function payAndCatchTheJob(instance, day) {
  const call = visitor(instance.origin);
  const added = await call('POST', '/api/v2/transaction/addToCart', walkItem(day));
  assert(added.status === 200, `addToCart on ${instance.id} answered ${added.status} ${added.text.slice(0, 200)}`);
  const sale = (await call('GET', '/api/v2/transaction/sale')).json;
  const paying = call(
    'POST',
    '/api/v2/transaction/payment/adyen',
    {
      customer: { firstName: 'Anna', lastName: 'Muller', email: 'anna@example.com', phone: '612345678', countryId: 276 },
      amount: { value: sale.total.amount, currency: sale.total.currency },
      paymentMethod: { type: 'scheme', number: '4111 1111 1111 1111', expiryMonth: '12', expiryYear: '2034', cvc: '737', holderName: 'Anna Muller' },
      returnUrl: `${cluster.origin}/en/payment`,
    },
    { 'idempotency-key': `cluster-kill-${randomBytes(8).toString('hex')}` },
  ).catch((error) => ({ status: 0, text: error.message, json: null }));
  let paid = null;
  paying.then((answer) => (paid = answer));

  let elsewhere = null;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { rows } = await cluster.db.query(`select key from jobs where name = 'order-confirmation' and state = 'running' and locked_by = $1`, [instance.id]);
    if (rows[0]) return { job: rows[0].key, paying };
    // Paid, and its job already over: done by the other instance, it will never hang here.
    elsewhere = paid?.json?.orderId ? await jobRow(`order-confirmation:${paid.json.orderId}`) : null;
    if (elsewhere && (elsewhere.state === 'done' || elsewhere.state === 'failed')) return { job: null, elsewhere, reference: paid.json.reference };
    await sleep(100);
  }
  const answered = paid ? `${paid.status} ${paid.json?.result ?? paid.text.slice(0, 200)}` : 'no answer yet';
  return { job: null, note: `payment on ${instance.id}: ${answered}; its job after 30 s: ${elsewhere ? JSON.stringify(elsewhere) : 'none found'}` };
}

async function killedMidJob() {
  const [one] = cluster.instances;
  const smtp = await silentSmtpServer();
  try {
    // Instance 1 mails through the silent server: its send hangs, with the job claimed.
    await cluster.restartInstance(one.index, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    // The paying instance runs the job at once, but the other one's poll may take it first (a few
    // milliseconds' chance): then its email went out normally, and another order is paid.
    const raced = [];
    let caught;
    for (let attempt = 0; attempt < 3; attempt++) {
      caught = await payAndCatchTheJob(one, await dayWithPlaces(140 + attempt * 3, 1));
      if (caught.job || !caught.elsewhere) break;
      raced.push(`order ${caught.reference}'s job was ${caught.elsewhere.state} by the other instance first`);
    }
    const { job, paying } = caught;
    assert(job, `the order-confirmation job was not running on ${one.id} (${[...raced, caught.note].join('; ')})`);
    const orderId = job.slice('order-confirmation:'.length);
    const { rows: orderRows } = await cluster.db.query('select reference, status from orders where id = $1', [orderId]);
    const reference = orderRows[0]?.reference;
    assert(reference, `job ${job} names no order in the orders table`);
    const claimed = await jobRow(job);
    assert(emailsOf(reference).length === 0, `an email for ${reference} was already in the outbox before the kill`);

    // Killed in the middle of the send: once its connection to the silent server is open.
    for (let i = 0; i < 50 && smtp.connections() === 0; i++) await sleep(100);
    const hanging = smtp.connections();
    await cluster.killInstance(one.index);
    const killed = Date.now();
    const paymentAnswer = await paying;

    // Instance 2 takes the job over once its lease has passed, and sends it.
    let sentAfter = null;
    let takenOver = null;
    while (Date.now() - killed < (LEASE_SECONDS + 30) * 1000) {
      const row = await jobRow(job);
      if (row?.state === 'running' && row.locked_by !== one.id && !takenOver) takenOver = { by: row.locked_by, after: Date.now() - killed };
      if (emailsOf(reference).length > 0 && row?.state === 'done') {
        sentAfter = Date.now() - killed;
        break;
      }
      await sleep(200);
    }
    const done = await jobRow(job);
    assert(sentAfter !== null, `${seconds(Date.now() - killed)} after the kill: ${emailsOf(reference).length} emails for ${reference}, job ${JSON.stringify(done)}`);

    // Instance 1 back, mailing normally: nothing is sent a second time.
    const restarting = Date.now();
    await cluster.startInstance(one.index, {});
    await sleep(5000);
    const emails = emailsOf(reference);
    const final = await jobRow(job);
    const timeline =
      `order ${reference} (payment answered ${paymentAnswer.status ? `${paymentAnswer.status} ${paymentAnswer.json?.result ?? ''}`.trim() : 'nothing: killed first'}); ` +
      `job claimed by ${claimed.locked_by} (attempt ${claimed.attempts}, lease ${LEASE_SECONDS} s), ${one.id} SIGKILLed with its send hanging ` +
      `(${hanging} connection(s) to the silent SMTP server open); email in the outbox ${seconds(sentAfter)} after the kill, ` +
      `${takenOver ? `taken over by ${takenOver.by} ${seconds(takenOver.after)} after the kill, ` : ''}job ${final.state} after ${final.attempts} attempts; ` +
      `${one.id} restarted (${seconds(Date.now() - restarting - 5000)}), 5 s later ${emails.length} email(s)`;
    assert(emails.length === 1, `${emails.length} emails for ${reference}, not 1: ${emails.join(', ')}. ${timeline}`);
    assert(final.state === 'done', `the job ended ${final.state}, not done. ${timeline}`);
    return timeline;
  } finally {
    await smtp.close();
    // Whatever happened, instance 1 runs normally again for whatever comes next.
    if (!one.child) await cluster.startInstance(one.index, {}).catch(() => {});
  }
}

/** HAProxy, Chromium and a current build; then the cluster, the checks in order, and the clean-up. */
async function main() {
  try {
    await ensureHaproxy();
    await ensureChromium();
    await build({ ifStale: true });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }

  const started = Date.now();
  try {
    cluster = await startCluster({ env: { JOB_LEASE_SECONDS: String(LEASE_SECONDS) } });
  } catch (error) {
    console.error(`FAIL cluster start: ${error.message}`);
    process.exit(1);
  }

  try {
    await check('a', 'requests land on both instances', landsOnBoth);
    await check('b', 'a purchase in Chromium through the balancer, one confirmation email', purchaseInBrowser);
    await check('c', '200 parallel holds on a departure with 10 places', parallelHolds);
    await check('d', 'a page revalidated through one instance is fresh on the other', revalidation);
    await check('e', 'a per-address limit counted across both instances', sharedLimit);
    await check('f', 'an instance killed while sending the confirmation: the email still goes out once', killedMidJob);
  } finally {
    await cluster.stop();
  }

  console.info(`\nCluster checks: ${results.filter((r) => r.pass).length} passed, ${results.filter((r) => !r.pass).length} failed (${seconds(Date.now() - started)}; logs in .data/cluster/)`);
  process.exit(results.every((r) => r.pass) ? 0 : 1);
}

await main();
