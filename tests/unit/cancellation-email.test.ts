import { describe, expect, it } from 'vitest';
import type { ApiLanguage } from '@/provider/api/contract/languages';
import { renderCancellationEmail, type Cancellation, type CancellationDocument } from '@/provider/services/voucher/cancellation-email';

const doc = (language: ApiLanguage): CancellationDocument => ({
  brand: 'Open Top Tours',
  reference: 'SSX7K2QH9A',
  language,
  customer: { firstName: 'Anna', lastName: 'Müller', email: 'anna@example.com' },
  total: { value: 9000, currency: 'EUR' },
  manageUrl: 'https://www.opentoptours.example/en/manage-booking?token=b1.abc',
});

const cancellation = (extra: Partial<Cancellation> = {}): Cancellation => ({
  tickets: [
    {
      code: 'SSX7K2QH9A-2',
      productName: 'Paris <Walking> Tour',
      optionName: 'Morning',
      locationName: 'Paris',
      date: '2027-04-08',
      time: '15:00',
      passengers: [{ name: 'Adult', quantity: 2 }],
    },
  ],
  refunded: 2295,
  to: 'card',
  othersValid: false,
  ...extra,
});

describe('renderCancellationEmail', () => {
  it.each(['de', 'en', 'us', 'es', 'fr', 'it'] as const)('writes every part in %s, naming the ticket, the amount and the booking', (language) => {
    const mail = renderCancellationEmail(doc(language), cancellation());
    expect(mail.subject).toContain('SSX7K2QH9A');
    expect(mail.text).toContain('SSX7K2QH9A-2');
    expect(mail.text).toMatch(/22[.,]95/);
    expect(mail.text).toContain('https://www.opentoptours.example/en/manage-booking?token=b1.abc');
    if (language !== 'en' && language !== 'us') {
      const english = renderCancellationEmail(doc('en'), cancellation());
      expect(mail.subject).not.toBe(english.subject);
      expect(mail.text).not.toContain('refund');
    }
  });

  it('says how the money comes back: to the card within days, to an agency’s credit, or not at all', () => {
    expect(renderCancellationEmail(doc('en'), cancellation()).text).toContain('We are refunding €22.95 to the card you paid with. It usually reaches your card within 5–10 days.');
    expect(renderCancellationEmail(doc('en'), cancellation({ to: 'credit' })).text).toContain('€22.95 has been credited back to your agency credit');
    const none = renderCancellationEmail(doc('en'), cancellation({ refunded: 0 })).text;
    expect(none).toContain('Under the cancellation terms of these tickets, there is no refund.');
    expect(none).not.toContain('€0.00');
  });

  it('says the other tickets stand only when some do, and spells it the American way in US English', () => {
    expect(renderCancellationEmail(doc('en'), cancellation({ othersValid: true })).text).toContain('Your other tickets in this order remain valid.');
    expect(renderCancellationEmail(doc('en'), cancellation()).text).not.toContain('remain valid');
    const us = renderCancellationEmail(doc('us'), cancellation());
    expect(us.text).toContain('Canceled tickets');
    expect(us.text).not.toContain('cancelled');
    expect(us.text).toContain('3:00');
  });

  it('escapes what it puts into the HTML', () => {
    const { html } = renderCancellationEmail(doc('en'), cancellation());
    expect(html).toContain('Paris &#60;Walking&#62; Tour');
    expect(html).not.toContain('<Walking>');
    expect(html).toContain('<a href="https://www.opentoptours.example/en/manage-booking?token=b1.abc"');
  });
});
