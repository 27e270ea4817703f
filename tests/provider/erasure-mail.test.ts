import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/log';
import { ErasureAcceptedSchema } from '@/provider/api/contract/members';
import { enquiries } from '@/provider/db/schema';
import type { FormEmail } from '@/provider/services/form-mail';
import { post } from './member-support';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
const mails: FormEmail[] = [];
let failMail = false;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle, undefined, {
    formsMail: async (mail) => {
      if (failMail) throw new Error('SMTP is down');
      mails.push(mail);
    },
  }).call;
});
afterAll(() => database.dispose());

const request = { name: 'Maria García', email: 'maria@example.com', message: 'Please erase my <bookings> from 2025.' };
const send = (body: unknown, headers: Record<string, string> = {}) => post(call, '/privacy/erasure-request', body, headers);
const referenceOf = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(202);
  return ErasureAcceptedSchema.parse(await response.json()).reference;
};
const stored = async (reference: string) => (await database.handle.db.select().from(enquiries).where(eq(enquiries.reference, reference)))[0];
const mailsOf = (reference: string) => mails.filter((m) => m.subject.includes(reference));

describe('erasure requests mailed to the site', () => {
  it('mails the site’s contact address in its default language, Reply-To the requester', async () => {
    const reference = await referenceOf(await send(request, { 'x-site': 'paris', 'x-language': 'es' }));
    const [mail, ...more] = mailsOf(reference);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'erasureRequest', site: 'paris', to: 'paris@opentoptours.example', replyTo: 'maria@example.com', language: 'fr' });
    expect(mail!.subject).toBe(`Demande d’effacement des données ${reference} de Maria García`);
    expect(mail!.text).toContain('d’effacer ses données personnelles');
    expect(mail!.text).toContain('Adresse e-mail : maria@example.com');
    expect(mail!.text).toContain('Please erase my <bookings> from 2025.');
    expect(mail!.html).toContain('Please erase my &#60;bookings&#62; from 2025.');
    // The table's note stays out of the mail, which says it in the team's words.
    expect(mail!.text).not.toContain('delete-personal-data page');
    expect(await stored(reference)).toMatchObject({ site: 'paris', lang: 'es', queryType: 'other', emailedAt: expect.any(Date) });
  });

  it('leaves the message out when the requester wrote none, and mails an unknown site’s to the default site in English', async () => {
    const reference = await referenceOf(await send({ name: 'Ann Lee', email: 'ann@example.com' }, { 'x-site': 'atlantis' }));
    const [mail] = mailsOf(reference);
    expect(mail).toMatchObject({ to: 'help@opentoptours.example', language: 'en', site: 'worldwide', subject: `Data erasure request ${reference} from Ann Lee` });
    expect(mail!.text).not.toContain('Message:');
  });

  it('never mails a retry with the same idempotency key twice', async () => {
    const key = { 'idempotency-key': 'erasure-mail-once-1' };
    const [a, b] = await Promise.all([send(request, key), send(request, key)]);
    const reference = await referenceOf(a);
    expect(await referenceOf(b)).toBe(reference);
    expect(await referenceOf(await send(request, key))).toBe(reference);
    expect(mailsOf(reference)).toHaveLength(1);
    expect(await database.handle.db.select().from(enquiries).where(eq(enquiries.idempotencyKey, key['idempotency-key']))).toHaveLength(1);
  });

  it('keeps the request and answers 202 when the mail fails, and mails it on a retry', async () => {
    const logged = vi.spyOn(log, 'error');
    const key = { 'idempotency-key': 'erasure-mail-retry-1' };
    failMail = true;
    const reference = await referenceOf(await send(request, key));
    failMail = false;
    expect(await stored(reference)).toMatchObject({ emailedAt: null });
    expect(logged).toHaveBeenCalledWith({ err: expect.any(Error) }, `The enquiry ${reference} could not be mailed`);
    logged.mockRestore();

    expect(await referenceOf(await send(request, key))).toBe(reference);
    expect(mailsOf(reference)).toHaveLength(1);
    expect((await stored(reference))?.emailedAt).toBeInstanceOf(Date);
  });

  it('refuses an idempotency key that is not one', async () => {
    const response = await send(request, { 'idempotency-key': 'x'.repeat(500) });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('idempotency-key');
  });
});
