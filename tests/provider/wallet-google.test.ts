import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VoucherSchema } from '@/provider/api/contract/payment';
import { ticketSecret } from '@/provider/services/payment/voucher-data';
import type { GoogleWalletSettings } from '@/provider/services/tickets/wallet-settings';
import { verifyTicket } from '@/provider/services/voucher/signature';
import { card, CARDS, customer, newKey, paymentProvider, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * "Save to Google Wallet": the route redirects to Google's save link, whose JWT is signed RS256
 * with the service account's key. A throw-away RSA key stands in for it; the JWT is decoded, its
 * signature verified with the public key and the generic pass it carries checked.
 */
const ISSUER = '3388000000022334455';
let keys: { publicKey: KeyObject; privateKey: KeyObject };
let google: GoogleWalletSettings;
let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;

beforeAll(async () => {
  keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  google = { issuerId: ISSUER, serviceAccountEmail: 'wallet@shop-test.iam.gserviceaccount.com', privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
  database = await createTestDatabase();
  shop = paymentProvider(database.handle, { shopUrl: 'https://tickets.example.com' }, { tickets: { wallet: { google } } });
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

async function bought(language = 'en', item: unknown = walk('2027-05-05', 2)) {
  const { token, total } = await shop.basket(item);
  const response = await shop.send(
    'POST',
    '/transaction/payment/adyen',
    { customer, amount: { value: total.amount, currency: total.currency }, paymentMethod: card(CARDS.approved), returnUrl: 'http://localhost:3000/en/payment' },
    { authorization: token, 'idempotency-key': newKey(), 'x-language': language },
  );
  const paid = await shop.answer(response);
  const voucher = VoucherSchema.parse(await (await shop.send('GET', `/transaction/voucher?token=${paid.voucherToken}`)).json());
  return { paid, voucher, token: paid.voucherToken! };
}

const follow = (link: string) => shop.send('GET', link.replace(/^\/api\/v2/, ''));

/** The save link's JWT: its parts decoded, and whether `key` verifies its RS256 signature. */
function jwtOf(location: string, key: KeyObject = keys.publicKey) {
  expect(location.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
  const jwt = location.slice('https://pay.google.com/gp/v/save/'.length);
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return {
    header: json(header),
    claims: json(claims),
    verifies: verify('sha256', Buffer.from(`${header}.${claims}`), key, Buffer.from(signature, 'base64url')),
  };
}

async function saveLink(link: string) {
  const response = await follow(link);
  expect(response.status, await response.clone().text()).toBe(302);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return jwtOf(response.headers.get('location')!);
}

describe('Save to Google Wallet', () => {
  it('redirects to a save link whose JWT is signed RS256 by the service account and made for the shop’s origin', async () => {
    const { voucher, token } = await bought();
    const ticket = voucher.tickets[0]!;
    expect(ticket.wallet).toEqual({ apple: null, google: `/api/v2/ticket/${ticket.code}/wallet/google?token=${token}` });

    const { header, claims, verifies } = await saveLink(ticket.wallet.google!);
    expect(verifies).toBe(true);
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(claims).toMatchObject({
      iss: 'wallet@shop-test.iam.gserviceaccount.com',
      aud: 'google',
      typ: 'savetowallet',
      iat: Math.floor(shop.clock.now.getTime() / 1000),
      origins: ['https://tickets.example.com'],
    });
    // Another key does not verify it: the check can fail.
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const location = (await follow(ticket.wallet.google!)).headers.get('location')!;
    expect(jwtOf(location, other.publicKey).verifies).toBe(false);
  });

  it('carries the ticket as a generic pass: its id, the class, the signed QR payload, the day, time, meeting point and passengers, valid for its day', async () => {
    const { paid, voucher } = await bought('en', walk('2027-05-05', 2));
    const ticket = voucher.tickets[0]!;
    const { claims } = await saveLink(ticket.wallet.google!);
    expect(claims.payload.genericClasses).toEqual([{ id: `${ISSUER}.tickets` }]);
    expect(claims.payload.genericObjects).toHaveLength(1);
    const pass = claims.payload.genericObjects[0];
    expect(pass).toMatchObject({
      id: `${ISSUER}.${ticket.code}`,
      classId: `${ISSUER}.tickets`,
      state: 'ACTIVE',
      cardTitle: { defaultValue: { language: 'en-GB', value: 'Open Top Tours' } },
      header: { defaultValue: { language: 'en-GB', value: ticket.productName } },
      barcode: { type: 'QR_CODE', value: ticket.qr, alternateText: ticket.code },
      hexBackgroundColor: '#c8102e',
      // The departure's whole day on Paris's clocks.
      validTimeInterval: { start: { date: '2027-05-05T00:00:00+02:00' }, end: { date: '2027-05-05T23:59:00+02:00' } },
    });
    expect(verifyTicket(pass.barcode.value, await ticketSecret(database.handle.db))).toBe(ticket.code);
    const modules = Object.fromEntries((pass.textModulesData as { id: string; header: string; body: string }[]).map((m) => [m.id, `${m.header}: ${m.body}`]));
    expect(modules).toEqual({
      date: 'Date: 05/05/2027',
      time: 'Time: 10:00 Paris time',
      meeting_point: `Meeting point: ${ticket.meetingPoint!.address}`,
      passengers: 'Passengers: 2 × Adult',
      reference: `Order reference: ${paid.reference}`,
    });
  });

  it('is written in the order’s language', async () => {
    const { voucher } = await bought('it', walk('2027-05-06', 1));
    const { claims } = await saveLink(voucher.tickets[0]!.wallet.google!);
    const pass = claims.payload.genericObjects[0];
    expect(pass.header.defaultValue.language).toBe('it-IT');
    expect((pass.textModulesData as { id: string; header: string }[]).find((m) => m.id === 'date')?.header).toBe('Data');
  });

  it('of an open-dated ticket is valid from the purchase to the end of its last day', async () => {
    const { voucher } = await bought('en', { productId: 4101, optionId: 41011, date: '2027-03-05', units: [{ type: 'adult', quantity: 1 }], packageChoices: [] });
    const { claims } = await saveLink(voucher.tickets[0]!.wallet.google!);
    expect(claims.payload.genericObjects[0].validTimeInterval).toEqual({ start: { date: voucher.issuedAt }, end: { date: '2028-02-29T23:59:00+01:00' } });
  });

  it('opens only with the order’s token, for a ticket that stands; without Google settings it is neither offered nor served', async () => {
    const { voucher } = await bought();
    const link = voucher.tickets[0]!.wallet.google!;
    expect((await follow(link.replace(/token=[^&]+/, `token=${'y'.repeat(32)}`))).status).toBe(404);

    const plain = paymentProvider(database.handle);
    const { token, total } = await plain.basket(walk('2027-05-07', 1));
    const paid = await plain.answer(await plain.pay(token, total, card(CARDS.approved)));
    const without = VoucherSchema.parse(await (await plain.send('GET', `/transaction/voucher?token=${paid.voucherToken}`)).json());
    expect(without.tickets[0]!.wallet).toEqual({ apple: null, google: null });
    const response = await plain.send('GET', `/ticket/${without.tickets[0]!.code}/wallet/google?token=${paid.voucherToken}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'NOT_FOUND', message: 'Google Wallet passes are not configured.' });
    await plain.settle();
  });
});
