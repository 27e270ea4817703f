import type Mail from 'nodemailer/lib/mailer';
import { offersMobileVoucher } from '../../domain/voucher-offer';
import type { VoucherDocument } from './document';
import { deliver, fileSafe } from './mail-transport';
import { formatAmount, LOCALES, ticketRows, translator } from './texts';
import { CELL, emailPage, esc, linkHtml } from './email-html';

/** The first confirmation, the same sent again on request, or new tickets after a change of date. */
export type EmailKind = 'confirmation' | 'resent' | 'dateChanged';

const SUBJECT = { confirmation: 'subject', resent: 'subjectResent', dateChanged: 'subjectDateChanged' } as const;
const INTRO = { confirmation: 'intro', resent: 'introResent', dateChanged: 'introDateChanged' } as const;

export interface ConfirmationEmail {
  subject: string;
  text: string;
  html: string;
}

export interface SendOptions {
  /** e.g. 'smtp://user:pass@mail.example:587'; without it the message goes to the outbox folder. */
  smtpUrl?: string;
  outboxDir: string;
  /** The selling site's name and sender address, and where replies go (its contact address). */
  from: Mail.Address;
  replyTo: string;
  kind?: EmailKind;
  /** Who it goes to (an agent's booking: the agent, and the traveller apart); default the customer. */
  to?: Recipient;
}

export interface Recipient {
  name: string;
  address: string;
}

export interface SentEmail {
  transport: 'smtp' | 'outbox';
  messageId: string;
  /** The .eml written, in outbox mode. */
  file?: string;
}

/** The order confirmation in the booking language, as plain text and as HTML. */
/** `sentTo`: the address this copy goes to (an agent's copy names the agent's, not the traveller's). */
export function renderConfirmationEmail(doc: VoucherDocument, kind: EmailKind = 'confirmation', sentTo = doc.customer.email): ConfirmationEmail {
  const t = translator(doc.language, 'confirmationEmail');
  const v = translator(doc.language, 'voucherPdf');
  const line = (label: string, value: string) => t('line', { label, value });
  const firstName = doc.customer.firstName.trim();
  const greeting = firstName ? t('greeting', { firstName }) : t('greetingNoName');
  const total = formatAmount(doc.total, doc.language);
  const subject = t(SUBJECT[kind], { reference: doc.reference });
  const intro = t(INTRO[kind], { brand: doc.brand });
  const tickets = doc.tickets.map((ticket) => ({
    ticket,
    rows: [{ label: v('ticketCode'), lines: [ticket.code] }, ...ticketRows(ticket, doc.language)],
    instruction: v(ticket.voucherType === 'paper' ? 'voucherPaper' : 'voucherMobile'),
  }));
  const links = [
    ...(offersMobileVoucher(doc.tickets) ? [{ label: t('mobileLink'), url: doc.mobileUrl }] : []),
    { label: t('pdfLink'), url: doc.pdfUrl },
  ];
  // With the reference, the PIN opens "manage my booking" on any device; the link opens it at once.
  const manage = { label: t('manageLink'), url: doc.manageUrl };

  const text = [
    greeting,
    '',
    intro,
    '',
    line(v('reference'), doc.reference),
    line(v('pin'), doc.pin),
    '',
    t('ticketsHeading'),
    ...tickets.flatMap(({ ticket, rows, instruction }) => [
      '',
      ticket.productName,
      ...rows.map((row) => line(row.label, row.lines.join(', '))),
      instruction,
    ]),
    ...(doc.priceShown ? ['', line(v('totalPaid'), total)] : []),
    '',
    ...links.map((link) => line(link.label, link.url)),
    '',
    t('manageIntro'),
    line(manage.label, manage.url),
    '',
    t('attachment'),
    '',
    t('closing'),
    t('signature', { brand: doc.brand }),
    '',
    '--',
    t('sentTo', { email: sentTo }),
  ].join('\n');

  const html = emailPage({
    locale: LOCALES[doc.language],
    subject,
    brand: doc.brand,
    body: `<p>${esc(greeting)}</p>
<p>${esc(intro)}</p>
<p><strong>${esc(line(v('reference'), doc.reference))}</strong><br><strong>${esc(line(v('pin'), doc.pin))}</strong></p>
<h2 style="font-size:18px;margin:24px 0 8px">${esc(t('ticketsHeading'))}</h2>
${tickets.map(({ ticket, rows, instruction }) => `<div style="border-top:1px solid #d2d2d9;padding:12px 0">
<h3 style="font-size:16px;margin:0 0 8px">${esc(ticket.productName)}</h3>
<table role="presentation" style="border-collapse:collapse;font-size:14px">
${rows.map((row) => `<tr><th scope="row" style="${CELL};text-align:left;color:#6b6b75">${esc(row.label)}</th><td style="${CELL}">${row.lines.map(esc).join('<br>')}</td></tr>`).join('\n')}
</table>
<p style="font-size:14px">${esc(instruction)}</p>
</div>`).join('\n')}
${doc.priceShown ? `<p style="border-top:1px solid #d2d2d9;padding-top:12px"><strong>${esc(line(v('totalPaid'), total))}</strong></p>\n` : ''}<p>${links.map((link) => linkHtml(link.label, link.url, line)).join('<br>')}</p>
<p>${esc(t('manageIntro'))}<br>${linkHtml(manage.label, manage.url, line)}</p>
<p>${esc(t('attachment'))}</p>
<p>${esc(t('closing'))}<br>${esc(t('signature', { brand: doc.brand }))}</p>
<p style="font-size:12px;color:#6b6b75">${esc(t('sentTo', { email: sentTo }))}</p>`,
  });
  return { subject, text, html };
}

/** Sends the confirmation with the PDF attached (mail-transport.ts: SMTP, or the outbox folder without a mail server). */
export async function sendConfirmationEmail(doc: VoucherDocument, pdf: Uint8Array, options: SendOptions): Promise<SentEmail> {
  const to = options.to ?? { name: `${doc.customer.firstName} ${doc.customer.lastName}`.trim(), address: doc.customer.email };
  const { subject, text, html } = renderConfirmationEmail(doc, options.kind, to.address);
  const message: Mail.Options = {
    from: options.from,
    replyTo: options.replyTo,
    to,
    subject,
    text,
    html,
    headers: { 'Content-Language': LOCALES[doc.language] },
    attachments: [{ filename: `voucher-${fileSafe(doc.reference)}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' }],
  };

  return deliver(message, options, doc.reference);
}


