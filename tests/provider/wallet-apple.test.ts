import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VoucherSchema } from '@/provider/api/contract/payment';
import { tickets } from '@/provider/db/schema';
import { ticketSecret } from '@/provider/services/payment/voucher-data';
import type { AppleWalletSettings } from '@/provider/services/tickets/wallet-settings';
import { verifyTicket } from '@/provider/services/voucher/signature';
import { card, CARDS, customer, newKey, paymentProvider, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Apple Wallet passes made through the route and checked as Wallet would: a throw-away chain
 * (root → WWDR-like intermediate → pass signer) made here with openssl, the .pkpass unzipped,
 * every file's SHA-1 in manifest.json, the detached PKCS#7 signature of the manifest verified
 * against the chain, and pass.json's fields.
 */
let dir: string;
let apple: AppleWalletSettings;
let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/** A root, an intermediate signed by it and a pass signer signed by the intermediate; the signer's key encrypted with a passphrase. */
function makeChain(): AppleWalletSettings {
  writeFileSync(join(dir, 'ca.ext'), 'basicConstraints=critical,CA:TRUE,pathlen:0\nkeyUsage=critical,keyCertSign,cRLSign\n');
  writeFileSync(join(dir, 'leaf.ext'), 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n');
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'root.key', '-out', 'root.pem', '-subj', '/CN=Throw-away Root', '-days', '2', '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'wwdr.key', '-out', 'wwdr.csr', '-subj', '/CN=Throw-away WWDR');
  openssl('x509', '-req', '-in', 'wwdr.csr', '-CA', 'root.pem', '-CAkey', 'root.key', '-CAcreateserial', '-out', 'wwdr.pem', '-days', '2', '-extfile', 'ca.ext');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'signer.key', '-out', 'signer.csr', '-subj', '/UID=pass.example.tickets/CN=Pass Type ID: pass.example.tickets/OU=TEAM123456');
  openssl('x509', '-req', '-in', 'signer.csr', '-CA', 'wwdr.pem', '-CAkey', 'wwdr.key', '-CAcreateserial', '-out', 'signer.pem', '-days', '2', '-extfile', 'leaf.ext');
  openssl('pkcs8', '-topk8', '-in', 'signer.key', '-out', 'signer-encrypted.key', '-passout', 'pass:correct horse');
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  return { passTypeId: 'pass.example.tickets', teamId: 'TEAM123456', certificate: read('signer.pem'), key: read('signer-encrypted.key'), keyPassphrase: 'correct horse', wwdr: read('wwdr.pem') };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pkpass-'));
  apple = makeChain();
  database = await createTestDatabase();
  shop = paymentProvider(database.handle, {}, { tickets: { wallet: { apple } } });
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function bought(language = 'en', ...items: unknown[]) {
  const { token, total } = await shop.basket(...(items.length ? items : [walk('2027-05-05', 2)]));
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

/** GET of a wallet link as the voucher gives it (`/api/v2/…`), through the test provider. */
const follow = (link: string, headers: Record<string, string> = {}) => shop.send('GET', link.replace(/^\/api\/v2/, ''), undefined, headers);

async function pkpass(link: string, headers: Record<string, string> = {}) {
  const response = await follow(link, headers);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return { response, files, pass: JSON.parse(Buffer.from(files['pass.json']!).toString('utf8')) };
}

/** openssl's verdict on the detached signature of `manifest` with the throw-away root as the only trusted certificate. */
function signatureVerifies(manifest: Uint8Array, signature: Uint8Array): boolean {
  writeFileSync(join(dir, 'manifest.json'), manifest);
  writeFileSync(join(dir, 'signature'), signature);
  try {
    openssl('smime', '-verify', '-binary', '-inform', 'DER', '-in', 'signature', '-content', 'manifest.json', '-CAfile', 'root.pem', '-purpose', 'any', '-out', join(dir, 'verified'));
    return true;
  } catch {
    return false;
  }
}

describe('an Apple Wallet pass', () => {
  it('is a signed event ticket: every file in the manifest with its SHA-1, the manifest signed by the pass certificate under the chain', async () => {
    const { voucher, token } = await bought();
    const link = voucher.tickets[0]!.wallet.apple!;
    expect(link).toBe(`/api/v2/ticket/${voucher.tickets[0]!.code}/wallet/apple?token=${token}`);
    expect(voucher.tickets[0]!.wallet.google).toBeNull();

    const { response, files } = await pkpass(link);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${voucher.tickets[0]!.code}.pkpass"`);
    expect(Object.keys(files).sort()).toEqual(['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'logo@3x.png', 'manifest.json', 'pass.json', 'signature']);

    const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString('utf8')) as Record<string, string>;
    const listed = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(listed.sort());
    for (const name of listed) expect(manifest[name], name).toBe(createHash('sha1').update(files[name]!).digest('hex'));

    expect(signatureVerifies(files['manifest.json']!, files['signature']!)).toBe(true);
    // The check can fail: a manifest changed after signing is refused.
    const changed = Buffer.from(files['manifest.json']!).toString('utf8').replace('"pass.json":"', '"pass.json":"0');
    expect(signatureVerifies(Buffer.from(changed), files['signature']!)).toBe(false);

    const icon = PNG.sync.read(Buffer.from(files['icon@2x.png']!));
    expect([icon.width, icon.height]).toEqual([58, 58]);
    expect(PNG.sync.read(Buffer.from(files['logo.png']!)).width).toBe(50);
  });

  it('carries the ticket: its code as serial number, the signed QR payload, the departure on the venue’s clocks, the meeting place, passengers and reference', async () => {
    const { paid, voucher } = await bought('en', walk('2027-05-05', 2));
    const ticket = voucher.tickets[0]!;
    const { pass } = await pkpass(ticket.wallet.apple!);
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.example.tickets',
      teamIdentifier: 'TEAM123456',
      serialNumber: ticket.code,
      organizationName: 'Open Top Tours',
      // The departure, 10:00 on Paris's clocks in May (passkit-generator writes every date in UTC).
      relevantDate: '2027-05-05T08:00:00.000Z',
      // The end of its day in Paris.
      expirationDate: '2027-05-05T21:59:00.000Z',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: ticket.qr, messageEncoding: 'iso-8859-1', altText: ticket.code }],
      locations: [{ latitude: ticket.meetingPoint!.latitude, longitude: ticket.meetingPoint!.longitude }],
    });
    expect(pass.description).toContain(ticket.productName);
    expect(verifyTicket(pass.barcodes[0].message, await ticketSecret(database.handle.db))).toBe(ticket.code);

    const field = (group: string, key: string) => (pass.eventTicket[group] as { key: string; label: string; value: string }[]).find((f) => f.key === key);
    expect(field('primaryFields', 'product')).toMatchObject({ value: ticket.productName });
    expect(field('secondaryFields', 'date')).toEqual({ key: 'date', label: 'Date', value: '05/05/2027' });
    expect(field('secondaryFields', 'time')).toEqual({ key: 'time', label: 'Time', value: '10:00 Paris time' });
    expect(field('auxiliaryFields', 'passengers')).toMatchObject({ label: 'Passengers', value: '2 × Adult' });
    expect(field('auxiliaryFields', 'reference')).toMatchObject({ value: paid.reference });
    const back = (pass.eventTicket.backFields as { label: string; value: string }[]).map((f) => `${f.label}: ${f.value}`);
    expect(back).toContain(`Meeting point: ${ticket.meetingPoint!.address}`);
    expect(back).toContain(`Ticket code: ${ticket.code}`);
  });

  it('is written in the order’s language, under the name of the site that sells it', async () => {
    const { voucher } = await bought('de', walk('2027-05-06', 1));
    const { pass } = await pkpass(voucher.tickets[0]!.wallet.apple!, { 'x-site': 'paris' });
    expect(pass.organizationName).toBe('Open Top Tours Paris');
    const secondary = pass.eventTicket.secondaryFields as { label: string; value: string }[];
    expect(secondary.map((f) => f.label)).toEqual(['Datum', 'Uhrzeit']);
    expect(secondary[0]!.value).toBe('06/05/2027');
  });

  it('of an open-dated ticket has no relevant date, and is valid to the end of its last day', async () => {
    const { voucher } = await bought('en', { productId: 4101, optionId: 41011, date: '2027-03-05', units: [{ type: 'adult', quantity: 1 }], packageChoices: [] });
    const { pass } = await pkpass(voucher.tickets[0]!.wallet.apple!);
    expect(pass.relevantDate).toBeUndefined();
    // 23:59 on its last day in Paris (winter: UTC+1).
    expect(voucher.tickets[0]!.validUntil).toBe('2028-02-29');
    expect(pass.expirationDate).toBe('2028-02-29T22:59:00.000Z');
    expect(pass.eventTicket.secondaryFields[1].value).toBe('Open ticket, no fixed time');
  });

  it('is only given for a ticket that stands, with its order’s token: cancelled, replaced, another token or another code are 404', async () => {
    const { voucher, token } = await bought();
    const ticket = voucher.tickets[0]!;
    const link = ticket.wallet.apple!;
    expect((await follow(link.replace(/token=[^&]+/, `token=${'x'.repeat(32)}`))).status).toBe(404);
    expect((await follow(link.replace(ticket.code, 'SSZZZZZZZZ-1'))).status).toBe(404);
    expect((await follow(link.replace(ticket.code, '<bad>'))).status).toBe(400);

    await database.handle.db.update(tickets).set({ status: 'cancelled' }).where(eq(tickets.code, ticket.code));
    const gone = await follow(link);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: 'NOT_FOUND' });
    // The voucher stops offering it (or the ticket at all).
    const again = VoucherSchema.parse(await (await shop.send('GET', `/transaction/voucher?token=${token}`)).json());
    expect(again.tickets.find((t) => t.code === ticket.code)?.wallet ?? { apple: null, google: null }).toEqual({ apple: null, google: null });

    await database.handle.db.update(tickets).set({ status: 'replaced' }).where(eq(tickets.code, ticket.code));
    expect((await follow(link)).status).toBe(404);
  });

  it('is not offered, and its route answers 404, when Apple Wallet is not configured', async () => {
    const plain = paymentProvider(database.handle);
    const { token, total } = await plain.basket(walk('2027-05-07', 1));
    const paid = await plain.answer(await plain.pay(token, total, card(CARDS.approved)));
    const voucher = VoucherSchema.parse(await (await plain.send('GET', `/transaction/voucher?token=${paid.voucherToken}`)).json());
    expect(voucher.tickets[0]!.wallet).toEqual({ apple: null, google: null });
    const response = await plain.send('GET', `/ticket/${voucher.tickets[0]!.code}/wallet/apple?token=${paid.voucherToken}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'NOT_FOUND', message: 'Apple Wallet passes are not configured.' });
    await plain.settle();
  });
});
