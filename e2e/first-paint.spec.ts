import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { firstFrame, layoutShifts, recordFirstFrame, recordLayoutShifts } from './helpers';

/**
 * On a slow or busy connection a page arrives in pieces. Painted half-read, its header would lack
 * its basket, then grow when the rest came (a layout shift seen one load in a few under load): the
 * browser must paint it once, whole. A relay here holds each page's HTML back in the middle of
 * the header for a second.
 */
const HOLD_MS = 1_000;
const CUT_BEFORE = 'aria-label="Basket"';

let relay: Server;
let relayOrigin = '';

test.beforeAll(async ({ baseURL }) => {
  const upstream = new URL(baseURL!);
  relay = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url!, upstream), { headers: { 'user-agent': request.headers['user-agent'] ?? '' }, redirect: 'manual' });
    const body = Buffer.from(await answer.arrayBuffer());
    // fetch has already decoded the body.
    const headers = [...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name));
    response.writeHead(answer.status, Object.fromEntries(headers));
    const cut = (answer.headers.get('content-type') ?? '').startsWith('text/html') ? body.indexOf(CUT_BEFORE) : -1;
    if (cut < 0) return void response.end(body);
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), HOLD_MS);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayOrigin = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));

for (const path of ['/en/41/paris', '/en/41/paris/4101/paris-hop-on-hop-off-bus-tour']) {
  test(`${path}: a page that arrives in two parts is painted once, whole @mobile`, async ({ page }) => {
    await recordLayoutShifts(page);
    // The body's last visible element: read by the first frame means the whole page was.
    await recordFirstFrame(page, '#outdated-browser');
    await page.goto(relayOrigin + path);
    await expect(page.getByRole('link', { name: 'Basket' })).toBeVisible();
    expect((await firstFrame(page)).read).toBe(true);
    expect(await layoutShifts(page)).toEqual([]);
  });
}
