import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/log';
import { EnquiryResponseSchema } from '@/provider/api/contract/forms';
import { enquiries } from '@/provider/db/schema';
import type { FormEmail } from '@/provider/services/form-mail';
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

const send = (body: unknown, headers: Record<string, string> = {}) =>
  call('/api/v2/contact/sendEnquiry', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const referenceOf = async (response: Response) => EnquiryResponseSchema.parse(await response.json()).reference;
const stored = async (reference: string) => (await database.handle.db.select().from(enquiries).where(eq(enquiries.reference, reference)))[0];

const enquiry = { name: 'Ana García', email: 'ana@example.com', phone: '+34 600 000 000', city: 'Sevilla', queryType: 'cancellation', message: '¿Puedo <cancelar> mañana?' };

describe('contact enquiries mailed to the site', () => {
  it('mails the site’s contact address in its default language, Reply-To the visitor', async () => {
    const reference = await referenceOf(await send(enquiry, { 'x-site': 'paris', 'x-language': 'es' }));
    const mail = mails.find((m) => m.text.includes(reference))!;
    expect(mail).toMatchObject({ kind: 'enquiry', site: 'paris', to: 'paris@opentoptours.example', replyTo: 'ana@example.com', language: 'fr' });
    expect(mail.subject).toBe(`Formulaire de contact ${reference} : Annulation de Ana García`);
    expect(mail.text).toContain('Téléphone : +34 600 000 000');
    expect(mail.text).toContain('¿Puedo <cancelar> mañana?');
    expect(mail.html).toContain('¿Puedo &#60;cancelar&#62; mañana?');
    expect(await stored(reference)).toMatchObject({ site: 'paris', lang: 'es', emailedAt: expect.any(Date) });
  });

  it('mails an unknown site’s enquiries to the default site in English', async () => {
    const reference = await referenceOf(await send(enquiry, { 'x-site': 'atlantis' }));
    expect(mails.find((m) => m.text.includes(reference))).toMatchObject({ to: 'help@opentoptours.example', language: 'en', site: 'worldwide' });
  });

  it('never mails a retry with the same idempotency key twice', async () => {
    const key = { 'idempotency-key': 'enquiry-mail-once-1' };
    const before = mails.length;
    const [a, b] = await Promise.all([send(enquiry, key), send(enquiry, key)]);
    await send(enquiry, key);
    expect(await referenceOf(a)).toBe(await referenceOf(b));
    expect(mails.length).toBe(before + 1);
  });

  it('keeps the enquiry and thanks the visitor when the mail fails, and mails it on a retry', async () => {
    const logged = vi.spyOn(log, 'error');
    const key = { 'idempotency-key': 'enquiry-mail-retry-1' };
    failMail = true;
    const response = await send(enquiry, key);
    failMail = false;
    expect(response.status).toBe(201);
    const reference = await referenceOf(response);
    expect(await stored(reference)).toMatchObject({ emailedAt: null });
    expect(logged).toHaveBeenCalledWith({ err: expect.any(Error) }, `The enquiry ${reference} could not be mailed`);
    logged.mockRestore();

    expect((await send(enquiry, key)).status).toBe(200);
    expect(mails.filter((m) => m.text.includes(reference))).toHaveLength(1);
    expect((await stored(reference))?.emailedAt).toBeInstanceOf(Date);
  });
});
