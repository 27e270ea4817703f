import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/log';
import { ErrorSchema } from '@/provider/api/contract/errors';
import { subscribers } from '@/provider/db/schema';
import type { FormEmail } from '@/provider/services/form-mail';
import { tokenHash } from '@/provider/services/newsletter/tokens';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let clock = new Date('2027-03-01T08:00:00Z');
const mails: FormEmail[] = [];
let failMail = false;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle, () => clock, {
    formsMail: async (mail) => {
      if (failMail) throw new Error('SMTP is down');
      mails.push(mail);
    },
  }).call;
});
afterAll(() => database.dispose());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(`/api/v2${path}`, { method: 'POST', headers: { 'content-type': 'application/json', host: 'paris.localhost:3100', 'x-site': 'paris', ...headers }, body: JSON.stringify(body) });

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const row = async (email: string) => (await database.handle.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];
const mailsTo = (email: string) => mails.filter((mail) => mail.to === email);
/** The token of a mail's `?confirm=` or `?unsubscribe=` link. */
const tokenOf = (mail: FormEmail, kind: 'confirm' | 'unsubscribe') => new URL(mail.links.find((link) => link.includes(`?${kind}=`))!).searchParams.get(kind)!;

async function expectLinkInvalid(response: Response) {
  expect(response.status).toBe(422);
  expect(ErrorSchema.parse(await response.json()).reason).toBe('LINK_INVALID');
}

describe('newsletter double opt-in', () => {
  it('records a new address as pending and mails a localised confirmation with both links', async () => {
    const response = await post('/subscriber/subscribe', { firstName: 'Léa', email: 'Lea@Example.com' }, { 'x-language': 'fr' });
    expect(await response.json()).toEqual({ subscribed: true, email: 'lea@example.com' });
    const [mail] = mailsTo('lea@example.com');
    expect(mail).toMatchObject({ kind: 'newsletterConfirm', site: 'paris', language: 'fr' });
    expect(mail!.subject).toContain('Veuillez confirmer');
    expect(mail!.text).toContain('Bonjour Léa,');
    const confirm = tokenOf(mail!, 'confirm');
    const unsubscribe = tokenOf(mail!, 'unsubscribe');
    expect(mail!.links[0]).toBe(`http://paris.localhost:3100/fr/newsletter?confirm=${confirm}`);
    expect(mail!.headers['List-Unsubscribe']).toBe(`<http://paris.localhost:3100/fr/newsletter?unsubscribe=${unsubscribe}>`);
    expect(mail!.text).toContain(`?unsubscribe=${unsubscribe}`);
    expect(mail!.html).toContain(`?unsubscribe=${unsubscribe}`);
    // Only the tokens' hashes are kept.
    expect(await row('lea@example.com')).toMatchObject({ status: 'pending', site: 'paris', lang: 'fr', confirmTokenHash: tokenHash(confirm), unsubscribeTokenHash: tokenHash(unsubscribe) });
  });

  it('confirms by the link once; the used link then gets a clear refusal and changes nothing', async () => {
    const confirm = tokenOf(mailsTo('lea@example.com')[0]!, 'confirm');
    const response = await post('/subscriber/confirm', { token: confirm });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'confirmed' });
    const confirmed = await row('lea@example.com');
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedAt: clock, confirmTokenHash: null });
    await expectLinkInvalid(await post('/subscriber/confirm', { token: confirm }));
    expect(await row('lea@example.com')).toEqual(confirmed);
  });

  it('mails a confirmed address nothing when it subscribes again', async () => {
    const before = mails.length;
    expect((await post('/subscriber/subscribe', { email: 'lea@example.com' })).status).toBe(200);
    expect(mails.length).toBe(before);
    expect((await row('lea@example.com'))?.status).toBe('confirmed');
  });

  it('refuses unknown and malformed tokens', async () => {
    await expectLinkInvalid(await post('/subscriber/confirm', { token: 'a'.repeat(43) }));
    await expectLinkInvalid(await post('/subscriber/unsubscribe', { token: 'b'.repeat(43) }));
    const malformed = await post('/subscriber/confirm', { token: '<script>' });
    expect(malformed.status).toBe(400);
    expect(ErrorSchema.parse(await malformed.json()).message).toContain('token');
  });

  it('re-sends to a pending address at most once every 10 minutes', async () => {
    await post('/subscriber/subscribe', { email: 'tom@example.com' });
    later(3);
    await post('/subscriber/subscribe', { email: 'tom@example.com' });
    await post('/subscriber/subscribe', { email: 'tom@example.com' });
    expect(mailsTo('tom@example.com')).toHaveLength(1);
    later(8);
    await post('/subscriber/subscribe', { email: 'tom@example.com' });
    const sent = mailsTo('tom@example.com');
    expect(sent).toHaveLength(2);
    // The new link replaces the old one; the unsubscribe link stays the same.
    await expectLinkInvalid(await post('/subscriber/confirm', { token: tokenOf(sent[0]!, 'confirm') }));
    expect(tokenOf(sent[1]!, 'unsubscribe')).toBe(tokenOf(sent[0]!, 'unsubscribe'));
    expect((await post('/subscriber/confirm', { token: tokenOf(sent[1]!, 'confirm') })).status).toBe(200);
  });

  it('mails once when the same address is sent twice at the same time', async () => {
    await Promise.all([post('/subscriber/subscribe', { email: 'twice@example.com' }), post('/subscriber/subscribe', { email: 'twice@example.com' })]);
    expect(mailsTo('twice@example.com')).toHaveLength(1);
  });

  it('unsubscribes by the link (twice is harmless), and a new subscription starts a new opt-in', async () => {
    const unsubscribe = tokenOf(mailsTo('lea@example.com')[0]!, 'unsubscribe');
    expect(await (await post('/subscriber/unsubscribe', { token: unsubscribe })).json()).toEqual({ status: 'unsubscribed' });
    const gone = await row('lea@example.com');
    expect(gone).toMatchObject({ status: 'unsubscribed', unsubscribedAt: clock });
    later(1);
    expect((await post('/subscriber/unsubscribe', { token: unsubscribe })).status).toBe(200);
    expect((await row('lea@example.com'))?.unsubscribedAt).toEqual(gone?.unsubscribedAt);

    await post('/subscriber/subscribe', { email: 'lea@example.com' }, { 'x-language': 'de' });
    const renewed = mailsTo('lea@example.com').at(-1)!;
    expect(renewed.language).toBe('de');
    expect(renewed.links[0]).toContain('/de/newsletter?confirm=');
    expect(await row('lea@example.com')).toMatchObject({ status: 'pending', unsubscribedAt: null, confirmedAt: null });
  });

  it('points links at the site’s address when the request came from another host', async () => {
    await post('/subscriber/subscribe', { email: 'far@example.com' }, { host: 'evil.example', 'x-language': 'us' });
    expect(mailsTo('far@example.com')[0]!.links[0]).toMatch(/^https:\/\/paris\.opentoptours\.example\/en-us\/newsletter\?confirm=/);
  });

  it('logs a failed confirmation mail and sends it on the next try without waiting', async () => {
    const logged = vi.spyOn(log, 'error');
    failMail = true;
    expect((await post('/subscriber/subscribe', { email: 'retry@example.com' })).status).toBe(200);
    failMail = false;
    expect(logged).toHaveBeenCalledWith({ err: expect.any(Error) }, 'The newsletter confirmation could not be sent');
    logged.mockRestore();
    await post('/subscriber/subscribe', { email: 'retry@example.com' });
    expect(mailsTo('retry@example.com')).toHaveLength(1);
  });
});
