import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VoucherDocument, VoucherTicket } from '@/provider/services/voucher/document';
import { renderConfirmationEmail, sendConfirmationEmail } from '@/provider/services/voucher/email';

const ticket: VoucherTicket = {
  code: 'SSX7K2QH-1',
  qr: 'SSX7K2QH-1.AAAAAAAAAAAAAAAAAAAAAA',
  productName: 'Rom Hop-on-Hop-off-Bustour',
  optionName: '24-Stunden-Ticket',
  locationName: 'Rom',
  date: '2026-05-02',
  time: '09:30',
  timeZone: 'Europe/Rome',
  passengers: [{ name: 'Erwachsener', quantity: 2 }],
  packageChoices: [],
  kind: 'timed',
  validFrom: '2026-05-02',
  validityMonths: 3,
  validUntil: '2026-05-02',
  meetingPoint: { address: 'Via Marsala 7, 00185 Rom', latitude: null, longitude: null },
  voucherType: 'mobile',
  wallet: { apple: null, google: null },
  // Free until 2 hours before 09:30 in Rome (07:30 UTC in May).
  policy: { refundType: 'full', refundPercent: 100, cutoffMinutes: 120 },
  deadline: '2026-05-02T05:30:00.000Z',
};

function voucher(overrides: Partial<VoucherDocument> = {}): VoucherDocument {
  return {
    brand: 'Open Top Tours Paris',
    reference: 'SSX7K2QH',
    language: 'de',
    issuedAt: '2026-02-01T21:30:00Z',
    customer: { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.com' },
    total: { value: 5800, currency: 'EUR' },
    priceShown: true,
    tickets: [ticket],
    mobileUrl: 'https://shop.example/de/voucher/SSX7K2QH?t=1&x=2',
    pdfUrl: 'https://shop.example/api/v2/orders/SSX7K2QH/voucher.pdf',
    manageUrl: 'https://shop.example/de/buchung-verwalten?token=b1.SSX7K2QH.1.x&y=2',
    pin: '042917',
    ...overrides,
  };
}

/** The Paris site's sender, as `shopIdentity` gives it. */
const SENDER = { from: { name: 'Open Top Tours Paris', address: 'tickets@paris.opentoptours.example' }, replyTo: 'paris@opentoptours.example' };

/** A few bytes that look like a PDF; the email does not read it, only attaches it. */
const PDF = new Uint8Array(Buffer.from('%PDF-1.7\n% test voucher \u00ff\u0000\u0001\n%%EOF\n', 'latin1'));

describe('confirmation email text', () => {
  it('is German for a German booking', () => {
    const email = renderConfirmationEmail(voucher());
    expect(email.subject).toBe('Ihre Tickets zur Buchung SSX7K2QH');
    expect(email.text.startsWith('Hallo Anna,\n')).toBe(true);
    for (const expected of [
      'Buchungsnummer: SSX7K2QH', 'Rom Hop-on-Hop-off-Bustour', 'Ticketcode: SSX7K2QH-1', 'Datum: 02/05/2026',
      'Uhrzeit: 09:30 Uhr Ortszeit Rom', 'Teilnehmer: 2 × Erwachsener', 'Gültigkeit: Gültig am 02/05/2026 um 09:30 Uhr Ortszeit Rom',
      'Stornierung: Kostenlose Stornierung bis 02/05/2026, 07:30 Uhr Ortszeit Rom',
      'Treffpunkt: Via Marsala 7', 'Bezahlter Betrag: 58,00', 'Tickets auf dem Smartphone anzeigen: https://shop.example/de/voucher/SSX7K2QH?t=1&x=2',
      'Voucher als PDF herunterladen: https://shop.example/api/v2/orders/SSX7K2QH/voucher.pdf', 'im Anhang dieser E-Mail',
      'vielen Dank für Ihre Buchung bei Open Top Tours Paris.', 'Ihr Team von Open Top Tours Paris',
    ]) expect(email.text).toContain(expected);
    for (const expected of [
      '<th scope="row"', '>Ticketcode</th>', '>SSX7K2QH-1</td>', '02/05/2026', '09:30 Uhr Ortszeit Rom',
      'Bezahlter Betrag: 58,00', 'im Anhang dieser E-Mail',
      '<a href="https://shop.example/de/voucher/SSX7K2QH?t=1&#38;x=2" style="color:#0b5cad">Tickets auf dem Smartphone anzeigen</a>',
      '<a href="https://shop.example/api/v2/orders/SSX7K2QH/voucher.pdf" style="color:#0b5cad">Voucher als PDF herunterladen</a>',
    ]) expect(email.html).toContain(expected);
    expect(email.html).toContain('<html lang="de-DE">');
    expect(email.text).not.toMatch(/Order reference|Hello|[{}]|Europe\/Rome/);
    expect(email.html).not.toContain('Europe/Rome');
  });

  it('writes an American the month by name and a 12-hour clock', () => {
    const email = renderConfirmationEmail(voucher({ language: 'us', tickets: [{ ...ticket, locationName: 'Rome' }] }));
    for (const expected of ['Date: May 2, 2026', 'Time: 9:30 AM Rome time', 'Valid on May 2, 2026 at 9:30 AM Rome time', 'Cancellation: Free cancellation until May 2, 2026, 7:30 AM Rome time']) {
      expect(email.text).toContain(expected);
    }
    expect(email.text).not.toMatch(/02\/05\/2026|09:30|Europe\/Rome/);
  });

  it.each([
    ['en', 'Your tickets for order SSX7K2QH', 'Hello Anna,'],
    ['us', 'Your tickets for order SSX7K2QH', 'Hello Anna,'],
    ['es', 'Tus entradas del pedido SSX7K2QH', 'Hola, Anna:'],
    ['fr', 'Vos billets pour la commande SSX7K2QH', 'Bonjour Anna,'],
    ['it', 'I tuoi biglietti per l’ordine SSX7K2QH', 'Ciao Anna,'],
  ] as const)('speaks %s', (language, subject, greeting) => {
    const email = renderConfirmationEmail(voucher({ language }));
    expect(email.subject).toBe(subject);
    expect(email.text.split('\n')[0]).toBe(greeting);
    expect(email.text).not.toMatch(/[{}]/);
  });

  it('offers no mobile voucher when every ticket must be printed', () => {
    const email = renderConfirmationEmail(voucher({ tickets: [{ ...ticket, voucherType: 'paper' }] }));
    expect(email.text).not.toContain('https://shop.example/de/voucher');
    expect(email.html).not.toContain('https://shop.example/de/voucher');
    expect(email.text).toContain('Voucher als PDF herunterladen: https://shop.example/api/v2/orders/SSX7K2QH/voucher.pdf');
    expect(email.text).toContain('Bitte drucken Sie diesen Voucher aus');
  });

  it('offers the mobile voucher when one ticket may be shown on a phone', () => {
    const email = renderConfirmationEmail(voucher({ tickets: [{ ...ticket, voucherType: 'paper' }, { ...ticket, code: 'SSX7K2QH-2' }] }));
    expect(email.text).toContain('Tickets auf dem Smartphone anzeigen: https://shop.example/de/voucher/SSX7K2QH?t=1&x=2');
  });

  it('gives the booking PIN beside the reference and links to "manage my booking"', () => {
    const email = renderConfirmationEmail(voucher());
    expect(email.text).toContain('Buchungsnummer: SSX7K2QH\nBuchungs-PIN: 042917\n');
    expect(email.text).toContain('Buchung verwalten: https://shop.example/de/buchung-verwalten?token=b1.SSX7K2QH.1.x&y=2');
    expect(email.html).toContain('<strong>Buchungs-PIN: 042917</strong>');
    expect(email.html).toContain('<a href="https://shop.example/de/buchung-verwalten?token=b1.SSX7K2QH.1.x&#38;y=2" style="color:#0b5cad">Buchung verwalten</a>');
  });

  it.each([
    ['de', 'resent', 'Ihre Buchung SSX7K2QH noch einmal', 'wie gewünscht erhalten Sie Ihre Buchung bei Open Top Tours Paris noch einmal.'],
    ['en', 'resent', 'Your booking SSX7K2QH again', 'As requested, here is your booking with Open Top Tours Paris again.'],
    ['fr', 'dateChanged', 'Vos nouveaux billets pour la commande SSX7K2QH', 'Votre réservation avec Open Top Tours Paris a été modifiée.'],
    ['it', 'dateChanged', 'I tuoi nuovi biglietti per l’ordine SSX7K2QH', 'la tua prenotazione con Open Top Tours Paris è stata modificata.'],
  ] as const)('says in %s when it is sent again (%s)', (language, kind, subject, intro) => {
    const email = renderConfirmationEmail(voucher({ language }), kind);
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(intro);
    expect(email.html).toContain(`<title>${subject}</title>`);
    expect(email.text).not.toContain(renderConfirmationEmail(voucher({ language })).text.split('\n')[2]);
  });

  it('greets without a name when there is no first name', () => {
    expect(renderConfirmationEmail(voucher({ customer: { firstName: ' ', lastName: 'X', email: 'x@example.com' } })).text.split('\n')[0])
      .toBe('Guten Tag,');
  });

  it('escapes every value in the HTML', () => {
    const email = renderConfirmationEmail(voucher({
      customer: { firstName: '<script>alert(1)</script>', lastName: 'O\'Brien', email: '"evil"@example.com' },
      tickets: [{ ...ticket, productName: 'Tour <b>&</b> "more"', passengers: [{ name: '<img src=x onerror=alert(2)>', quantity: 1 }] }],
      mobileUrl: 'javascript:alert(3)',
      pdfUrl: 'https://shop.example/x"><script>alert(4)</script>',
    }));
    expect(email.html).not.toMatch(/<script|<img|<b>|href="javascript:/i);
    expect(email.html).toContain('Hallo &#60;script&#62;alert(1)&#60;/script&#62;,');
    expect(email.html).toContain('Tour &#60;b&#62;&#38;&#60;/b&#62; &#34;more&#34;');
    expect(email.html).toContain('href="https://shop.example/x&#34;&#62;&#60;script&#62;alert(4)&#60;/script&#62;"');
    // The plain text part is not HTML: it keeps the name as written.
    expect(email.text).toContain('Hallo <script>alert(1)</script>,');
  });
});

describe('sending the confirmation', () => {
  let outbox: string;

  beforeEach(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'confirmation-email-'));
  });

  afterEach(async () => {
    await rm(outbox, { recursive: true, force: true });
  });

  it('writes the whole MIME message, PDF attached, to the outbox without SMTP', async () => {
    const dir = join(outbox, 'nested', 'outbox');
    const sent = await sendConfirmationEmail(voucher(), PDF, { outboxDir: dir, ...SENDER });
    expect(sent.transport).toBe('outbox');
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    expect(sent.file?.startsWith(dir)).toBe(true);
    expect(sent.file).toMatch(/[/\\]\d{4}-\d{2}-\d{2}T[\d-]+Z-SSX7K2QH\.eml$/);
    expect(await readdir(dir)).toHaveLength(1);

    const eml = await readFile(sent.file ?? '', 'utf8');
    expect(eml).toContain('Subject: Ihre Tickets zur Buchung SSX7K2QH');
    expect(eml).toContain('From: Open Top Tours Paris <tickets@paris.opentoptours.example>');
    expect(eml).toContain('Reply-To: paris@opentoptours.example');
    expect(eml).toContain('To: Anna Schmidt <anna@example.com>');
    // Long headers are folded onto the next line; unfolded, the Message-ID is the one reported.
    expect(eml.replace(/\r\n(?=[ \t])/g, '')).toContain(`Message-ID: ${sent.messageId}`);
    expect(eml).toContain('Content-Language: de-DE');
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);

    // The attachment part: its headers, a blank line, then base64 lines up to the next boundary.
    const part = /Content-Type: application\/pdf; name=voucher-SSX7K2QH\.pdf\r\n((?:[\w-]+: .*\r\n)*)\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(eml);
    expect(part, 'PDF part').not.toBeNull();
    expect(part?.[1]).toContain('Content-Transfer-Encoding: base64');
    expect(part?.[1]).toContain('Content-Disposition: attachment; filename=voucher-SSX7K2QH.pdf');
    expect(new Uint8Array(Buffer.from(part?.[2] ?? '', 'base64'))).toEqual(PDF);
  });

  describe('over SMTP', () => {
    let server: Server;
    let received: string[];

    /** Just enough of an SMTP server to take one message. */
    beforeEach(async () => {
      received = [];
      server = createServer((socket) => {
        let data = false;
        let buffer = '';
        socket.write('220 test ESMTP\r\n');
        socket.on('data', (chunk) => {
          buffer += chunk.toString('latin1');
          let end: number;
          while ((end = buffer.indexOf('\r\n')) >= 0) {
            const line = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (data) {
              if (line === '.') { data = false; socket.write('250 2.0.0 queued\r\n'); } else received.push(line);
            } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
            else if (/^DATA/i.test(line)) { data = true; socket.write('354 go on\r\n'); }
            else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
            else socket.write('250 ok\r\n');
          }
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });

    afterEach(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('sends through the SMTP URL and leaves the outbox empty', async () => {
      const { port } = server.address() as AddressInfo;
      const sent = await sendConfirmationEmail(voucher(), PDF, { smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: outbox, ...SENDER });
      expect(sent).toEqual({ transport: 'smtp', messageId: expect.stringMatching(/^<.+>$/) });
      const message = received.join('\n');
      expect(message).toContain('Subject: Ihre Tickets zur Buchung SSX7K2QH');
      expect(message).toContain('filename=voucher-SSX7K2QH.pdf');
      expect(await readdir(outbox)).toEqual([]);
    });
  });
});

describe("a reseller's booking (OCTO)", () => {
  it('does not tell the traveller the price the reseller paid', () => {
    const shown = renderConfirmationEmail(voucher({ language: 'en' }));
    const hidden = renderConfirmationEmail(voucher({ language: 'en', priceShown: false }));
    expect(shown.text).toContain('58.00');
    expect(hidden.text).not.toContain('58.00');
    expect(hidden.html).not.toContain('58.00');
  });
});

describe('an agent’s copy of the confirmation', () => {
  it('says it was sent to the agent’s address, not the traveller’s', () => {
    const email = renderConfirmationEmail(voucher(), 'confirmation', 'agent@agency.example');
    expect(email.text).toContain('agent@agency.example');
    expect(email.text.split('--\n')[1]).not.toContain(voucher().customer.email);
  });
});
