import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/log';
import { ErrorSchema } from '@/provider/api/contract/errors';
import type { CaptchaSettings } from '@/provider/services/captcha';
import type { FormEmail } from '@/provider/services/form-mail';
import { enquiries, subscribers } from '@/provider/db/schema';
import { startRecaptchaStandIn, type RecaptchaStandIn, type SiteverifyAnswer } from '../support/recaptcha-stand-in';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

const NOW = new Date('2027-03-01T08:00:00Z');
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString().replace(/\.\d+Z$/, 'Z');

let database: TestDatabase;
let standIn: RecaptchaStandIn;
const mails: FormEmail[] = [];

beforeAll(async () => {
  [database, standIn] = await Promise.all([createTestDatabase(), startRecaptchaStandIn()]);
});
afterAll(async () => {
  await Promise.all([database.dispose(), standIn.close()]);
});
let warned: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warned = vi.spyOn(log, 'warn');
});
afterEach(() => vi.restoreAllMocks());

function provider(captcha: CaptchaSettings | undefined) {
  const { call } = providerOn(database.handle, () => NOW, { captcha, formsMail: async (mail) => void mails.push(mail) });
  return (path: string, body: unknown, site = 'paris') =>
    call(`/api/v2${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-site': site }, body: JSON.stringify(body) });
}

const keyed = (overrides: Partial<CaptchaSettings> = {}) => provider({ secret: 'stand-in-secret', verifyUrl: standIn.url, ...overrides });

const rows = async () => ({
  enquiries: (await database.handle.db.select({ n: count() }).from(enquiries))[0]?.n,
  subscribers: (await database.handle.db.select({ n: count() }).from(subscribers))[0]?.n,
});

const person = (action: string, changes: Partial<SiteverifyAnswer> = {}): SiteverifyAnswer => ({
  success: true,
  score: 0.9,
  action,
  hostname: 'paris.opentoptours.example',
  challenge_ts: secondsAgo(10),
  ...changes,
});

let tokens = 0;
/** A token the stand-in answers for with `answer`. */
function token(answer: SiteverifyAnswer): string {
  const value = `token-${++tokens}`;
  standIn.answer(value, answer);
  return value;
}

const enquiry = (captchaToken?: string) => ({ name: 'Ana', email: 'ana@example.com', city: 'Paris', queryType: 'information', message: 'Bonjour', captchaToken });
const subscription = (captchaToken?: string) => ({ email: `reader${++tokens}@example.com`, captchaToken });

async function expectRefused(response: Response) {
  expect(response.status).toBe(422);
  const error = ErrorSchema.parse(await response.json());
  expect(error.reason).toBe('CAPTCHA_FAILED');
  expect(error.message).toContain('captchaToken');
  expect(warned).toHaveBeenLastCalledWith(expect.objectContaining({ action: expect.stringMatching(/^(contact|newsletter)$/) }), expect.stringMatching(/^reCAPTCHA refused a (contact|newsletter) form: /));
}

describe('reCAPTCHA v3 checked against the verification endpoint', () => {
  it('lets a person’s fresh token for the form’s action through, sending the secret and the token', async () => {
    const send = keyed();
    const good = token(person('contact'));
    expect((await send('/contact/sendEnquiry', enquiry(good))).status).toBe(201);
    expect(standIn.requests.at(-1)).toEqual({ secret: 'stand-in-secret', response: good });
    expect((await send('/subscriber/subscribe', subscription(token(person('newsletter'))))).status).toBe(200);
  });

  it.each([
    ['a score below 0.5', person('contact', { score: 0.4 })],
    ['the action of another form', person('newsletter')],
    ['another site’s host', person('contact', { hostname: 'london.opentoptours.example' })],
    ['a host that is not the shop’s', person('contact', { hostname: 'phishing.example' })],
    ['a challenge more than two minutes old', person('contact', { challenge_ts: secondsAgo(121) })],
    ['an answer without the challenge’s time', person('contact', { challenge_ts: undefined })],
    ['Google’s own refusal', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
  ])('refuses %s, storing and sending nothing', async (_, answer) => {
    const before = await rows();
    const mailed = mails.length;
    await expectRefused(await keyed()('/contact/sendEnquiry', enquiry(token(answer))));
    expect(await rows()).toEqual(before);
    expect(mails.length).toBe(mailed);
  });

  it('refuses a newsletter token earned on the contact form, subscribing no one', async () => {
    const before = await rows();
    await expectRefused(await keyed()('/subscriber/subscribe', subscription(token(person('contact')))));
    expect(await rows()).toEqual(before);
  });

  it('asks for a token when keyed', async () => {
    await expectRefused(await keyed()('/contact/sendEnquiry', enquiry()));
    await expectRefused(await keyed()('/subscriber/subscribe', subscription()));
  });

  it('accepts local hosts outside production only', async () => {
    const local = person('contact', { hostname: 'localhost' });
    expect((await keyed({ allowLocalHosts: true })('/contact/sendEnquiry', enquiry(token(local)))).status).toBe(201);
    await expectRefused(await keyed({ allowLocalHosts: false })('/contact/sendEnquiry', enquiry(token(local))));
  });

  it('refuses, logs and does not fail when the verifier cannot be reached', async () => {
    const gone = await startRecaptchaStandIn();
    await gone.close();
    const logged = vi.spyOn(log, 'error');
    const before = await rows();
    await expectRefused(await keyed({ verifyUrl: gone.url })('/contact/sendEnquiry', enquiry(token(person('contact')))));
    expect(logged).toHaveBeenCalledWith({ err: expect.anything() }, 'reCAPTCHA verification failed');
    expect(await rows()).toEqual(before);
  });

  it('does not ask for a token without a secret', async () => {
    const asked = standIn.requests.length;
    const send = provider(undefined);
    expect((await send('/contact/sendEnquiry', enquiry())).status).toBe(201);
    expect((await send('/subscriber/subscribe', subscription())).status).toBe(200);
    expect(standIn.requests.length).toBe(asked);
  });
});
