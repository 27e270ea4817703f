import { PDFDocument, PDFName, PDFString, type PDFFont } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VoucherDocument, VoucherTicket } from '@/provider/services/voucher/document';
import { renderVoucherPdf } from '@/provider/services/voucher/pdf';
import { contentOf, qrSquares, scanQr } from '../support/pdf-qr';
import { textOf, textRuns } from '../support/pdf-text';
import { embedVoucherFonts } from '@/provider/services/voucher/fonts';
import { signTicket, verifyTicket } from '@/provider/services/voucher/signature';

const SECRET = 'pdf-test-secret';

function ticket(n: number, overrides: Partial<VoucherTicket> = {}): VoucherTicket {
  const code = `SSX7K2QH-${n}`;
  return {
    code,
    qr: signTicket(code, SECRET),
    productName: 'Paris Hop-on Hop-off Bus Tour with an Optional Seine River Cruise and Audio Guide',
    optionName: '48-hour ticket',
    locationName: 'Paris',
    date: '2026-03-14',
    time: '10:00',
    timeZone: 'Europe/Paris',
    passengers: [{ name: 'Erwachsener', quantity: 2 }, { name: 'Kind (4–12)', quantity: 1 }],
    packageChoices: [{ group: 'Audioguide', choice: 'Deutsch' }],
    kind: 'timed',
    validFrom: '2026-03-14',
    validityMonths: 12,
    // Dated (a start time): valid on its day only.
    validUntil: '2026-03-14',
    meetingPoint: { address: 'Place du Trocadéro et du 11 Novembre, 75116 Paris, opposite the Café de l’Homme', latitude: 48.86, longitude: 2.29 },
    voucherType: 'mobile',
    wallet: { apple: null, google: null },
    // Free up to 24 hours before 10:00 in Paris (09:00 UTC in March).
    policy: { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440 },
    deadline: '2026-03-13T09:00:00.000Z',
    ...overrides,
  };
}

/** An open-dated, non-refundable ticket bought on 1 February, valid for 12 months. */
const openTicket = (n: number, overrides: Partial<VoucherTicket> = {}) =>
  ticket(n, { kind: 'open', time: null, validFrom: '2026-02-01', validUntil: '2027-01-31', policy: { refundType: 'none', refundPercent: 0, cutoffMinutes: 0 }, deadline: null, ...overrides });

function voucher(overrides: Partial<VoucherDocument> = {}): VoucherDocument {
  return {
    brand: 'Open Top Tours Paris',
    reference: 'SSX7K2QH',
    language: 'de',
    issuedAt: '2026-02-01T21:30:00Z',
    customer: { firstName: 'Jörg', lastName: 'Müller', email: 'joerg@example.com' },
    total: { value: 12350, currency: 'EUR' },
    priceShown: true,
    tickets: [ticket(1), openTicket(2, { voucherType: 'paper' })],
    mobileUrl: 'https://shop.example/de/voucher/SSX7K2QH',
    pdfUrl: 'https://shop.example/api/v2/orders/SSX7K2QH/voucher.pdf',
    manageUrl: 'https://shop.example/de/buchung-verwalten?token=b1.SSX7K2QH.1.x',
    pin: '042917',
    ...overrides,
  };
}

const spaced = (expected: string) => expected.replace(/\s+/g, ' ');

describe('voucher PDF', () => {
  let fonts: { regular: PDFFont; bold: PDFFont };

  beforeAll(async () => {
    const scratch = await PDFDocument.create();
    fonts = await embedVoucherFonts(scratch);
  });

  it('has one A4 page per ticket, in German, with the metadata set', async () => {
    const doc = voucher();
    const pdf = await PDFDocument.load(await renderVoucherPdf(doc), { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(2);
    for (const page of pdf.getPages()) {
      expect(page.getWidth()).toBeCloseTo(595.28, 1);
      expect(page.getHeight()).toBeCloseTo(841.89, 1);
    }
    expect(pdf.getTitle()).toBe('Voucher SSX7K2QH');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-02-01T21:30:00.000Z');
    expect(pdf.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('de-DE');

    const [first, second] = pdf.getPages().map((page) => textOf(pdf, page));
    for (const text of [first, second]) {
      expect(text).toContain('Open Top Tours Paris');
      expect(text).toContain('Buchungsnummer');
      expect(text).toContain('SSX7K2QH');
      expect(text).toContain('Jörg Müller');
      expect(text).toContain('Bezahlter Betrag');
      expect(text).toContain(spaced('123,50\u00a0€'));
      expect(text).not.toContain('Order reference');
    }
    expect(first).toContain('Ticket 1 von 2');
    expect(first).toContain('SSX7K2QH-1');
    expect(first).toContain('14/03/2026');
    expect(first).toContain('10:00 Uhr Ortszeit Paris');
    expect(first).not.toContain('Europe/Paris');
    // Issued at 22:30 in Paris on 1 February: the city's date, as the shop writes dates.
    expect(first).toContain('Ausgestellt am 01/02/2026');
    expect(first).toContain('2 × Erwachsener');
    expect(first).toContain('1 × Kind (4–12)');
    expect(first).toContain('Audioguide: Deutsch');
    expect(first).toContain('Gültig am 14/03/2026 um 10:00 Uhr Ortszeit Paris');
    expect(first).not.toContain('Monate');
    expect(first).toContain('Stornierung Kostenlose Stornierung bis 13/03/2026, 10:00 Uhr Ortszeit Paris');
    expect(first).toContain('Place du Trocadéro');
    expect(first).toContain('Smartphone vor oder drucken');
    expect(second).toContain('Ticket 2 von 2');
    expect(second).toContain('SSX7K2QH-2');
    expect(second).toContain('Offenes Ticket, keine feste Uhrzeit');
    // Open-dated: no day of its own, valid from the purchase to its last day.
    expect(second).not.toContain('14/03/2026');
    expect(second).toContain('Gültig vom 01/02/2026 bis einschließlich 31/01/2027');
    expect(second).toContain('Nicht erstattungsfähig: Dieses Ticket kann nicht storniert werden');
    expect(second).toContain('Bitte drucken Sie diesen Voucher aus');
  });

  it.each([
    ['en', 'Order reference', '14/03/2026', '10:00 Paris time', 'Valid on 14/03/2026 at 10:00 Paris time', 'Free cancellation until 13/03/2026 10:00 Paris time', '€123.50'],
    ['us', 'Order reference', 'Mar 14, 2026', '10:00 AM Paris time', 'Valid on Mar 14, 2026 at 10:00 AM Paris time', 'Free cancellation until Mar 13, 2026, 10:00 AM Paris time', '€123.50'],
    ['fr', 'Référence de commande', '14/03/2026', '10:00 (heure locale, Paris)', 'Valable le 14/03/2026 à 10:00 (heure locale, Paris)', 'Annulation gratuite jusqu’au 13/03/2026 à 10:00 (heure locale, Paris)', '123,50 €'],
    ['es', 'Referencia del pedido', '14/03/2026', '10:00, hora de París', 'Válido el 14/03/2026 a las 10:00, hora de París', 'Cancelación gratuita hasta el 13/03/2026 a las 10:00, hora de París', '123,50 €'],
    ['it', 'Riferimento dell’ordine', '14/03/2026', '10:00 (ora locale, Parigi)', 'Valido il 14/03/2026 alle 10:00 (ora locale, Parigi)', 'Cancellazione gratuita fino al 13/03/2026 alle 10:00 (ora locale, Parigi)', '123,50 €'],
  ] as const)('speaks %s', async (language, reference, date, time, validity, cancellation, total) => {
    // The city's name comes in the booking's language, as the voucher data reads it.
    const city = { es: 'París', it: 'Parigi' }[language as string] ?? 'Paris';
    const pdf = await PDFDocument.load(await renderVoucherPdf(voucher({ language, tickets: [ticket(1, { locationName: city })] })));
    expect(pdf.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toMatch(language === 'us' ? 'en-US' : language);
    const text = textOf(pdf, pdf.getPage(0));
    for (const expected of [reference, 'SSX7K2QH', date, time, validity, cancellation, total]) expect(text).toContain(spaced(expected));
  });

  it('prints the booking PIN beside the reference on every page', async () => {
    const pdf = await PDFDocument.load(await renderVoucherPdf(voucher()));
    for (const page of pdf.getPages()) expect(textOf(pdf, page)).toContain('Buchungs-PIN: 042917');
    const french = await PDFDocument.load(await renderVoucherPdf(voucher({ language: 'fr', tickets: [ticket(1)] })));
    expect(textOf(french, french.getPage(0))).toContain(spaced('Code PIN de réservation : 042917'));
  });

  it("leaves out what was paid on a reseller's booking, whose customer paid the reseller's price", async () => {
    const shown = await PDFDocument.load(await renderVoucherPdf(voucher({ language: 'en', tickets: [ticket(1)] })));
    expect(textOf(shown, shown.getPage(0))).toContain('123.50');
    const hidden = await PDFDocument.load(await renderVoucherPdf(voucher({ language: 'en', tickets: [ticket(1)], priceShown: false })));
    expect(textOf(hidden, hidden.getPage(0))).not.toContain('123.50');
  });

  it('draws each ticket\'s QR code so that it scans back to ticket.qr, a valid signature', async () => {
    const doc = voucher();
    const pdf = await PDFDocument.load(await renderVoucherPdf(doc));
    pdf.getPages().forEach((page, index) => {
      const { text } = scanQr(qrSquares(contentOf(pdf, page)));
      expect(text).toBe(doc.tickets[index]?.qr);
      expect(verifyTicket(text ?? '', SECRET)).toBe(doc.tickets[index]?.code);
    });
  });

  it('keeps text inside the margins and out of the QR code and its quiet zone', async () => {
    const doc = voucher({
      tickets: [ticket(1, {
        productName: 'A'.repeat(20) + ' ' + 'Very long product name that has to wrap over several lines '.repeat(3),
        meetingPoint: { address: 'https://maps.example/' + 'x'.repeat(150), latitude: null, longitude: null },
      })],
    });
    const pdf = await PDFDocument.load(await renderVoucherPdf(doc));
    const { bounds } = scanQr(qrSquares(contentOf(pdf, pdf.getPage(0))));
    const quiet = (4 * bounds.width) / 29;
    for (const run of textRuns(pdf, pdf.getPage(0))) {
      const width = (run.bold ? fonts.bold : fonts.regular).widthOfTextAtSize(run.text, run.size);
      expect(run.x, run.text).toBeGreaterThanOrEqual(47.9);
      expect(run.x + width, run.text).toBeLessThanOrEqual(595.28 - 47.9);
      const overlapsX = run.x < bounds.x + bounds.width + quiet && run.x + width > bounds.x - quiet;
      const overlapsY = run.y < bounds.y + bounds.height + quiet && run.y + run.size > bounds.y - quiet;
      expect(overlapsX && overlapsY, `"${run.text}" overlaps the QR code`).toBe(false);
    }
  });

  it('prints Czech, Polish, Turkish, Greek and Cyrillic names and places as written', async () => {
    const doc = voucher({
      customer: { firstName: 'Łukasz Jiří', lastName: 'Şahin-Ğüneş Παπαδοπούλου Иванова', email: 'x@example.com' },
      tickets: [ticket(1, { productName: 'Petřín, İstanbul Boğazı, Ακρόπολη, Красная площадь', locationName: 'Kraków' })],
    });
    const pdf = await PDFDocument.load(await renderVoucherPdf(doc));
    const text = textOf(pdf, pdf.getPage(0));
    expect(text).toContain('Łukasz Jiří Şahin-Ğüneş Παπαδοπούλου Иванова');
    expect(text).toContain('Petřín, İstanbul Boğazı, Ακρόπολη, Красная площадь');
    expect(text).toContain('Kraków');
  });

  it('writes "?" for scripts the font lacks and drops invisible marks, instead of throwing', async () => {
    const doc = voucher({
      customer: { firstName: 'Ōtsuka 東京 नम\tﬁ', lastName: 'Nguyễn\u200b', email: 'x@example.com' },
      tickets: [ticket(1, { passengers: [{ name: 'Adulte\u00a0(≥ 18)', quantity: 2 }] })],
    });
    const pdf = await PDFDocument.load(await renderVoucherPdf(doc));
    const text = textOf(pdf, pdf.getPage(0));
    expect(text).toContain('Ōtsuka ?? ?? ﬁ Nguyễn Ticketcode');
    expect(text).toContain('2 × Adulte (≥ 18)');
  });

  it('still makes a one-page PDF for an order without tickets, saying every ticket was cancelled', async () => {
    const pdf = await PDFDocument.load(await renderVoucherPdf(voucher({ tickets: [] })));
    expect(pdf.getPageCount()).toBe(1);
    expect(textOf(pdf, pdf.getPage(0))).toContain('SSX7K2QH');
    expect(textOf(pdf, pdf.getPage(0))).toContain('Alle Tickets dieser Buchung wurden storniert');
  });

  it('states partial refunds and an open ticket’s deadline on the venue’s calendar', async () => {
    const half = { refundType: 'partial', refundPercent: 50, cutoffMinutes: 2880 } as const;
    const doc = voucher({
      language: 'en',
      tickets: [ticket(1, { policy: half, deadline: '2026-03-12T09:00:00.000Z' }), openTicket(2, { policy: { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440 }, deadline: '2027-01-31T22:59:59.000Z' })],
    });
    const pdf = await PDFDocument.load(await renderVoucherPdf(doc));
    const [first, second] = pdf.getPages().map((page) => textOf(pdf, page));
    expect(first).toContain('Cancel until 12/03/2026 10:00 Paris time for a 50% refund');
    expect(second).toContain('Valid from 01/02/2026 until 31/01/2027');
    expect(second).toContain('Free cancellation until first use, at the latest 31/01/2027');
  });
});
