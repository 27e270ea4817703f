import { and, eq, inArray, ne } from 'drizzle-orm';
import { formatCityTime } from '../../../lib/format/city-time';
import { formatDate } from '../../../lib/format/date';
import { locationTranslations, optionTranslations, orderEvents, orders, products, productTranslations, tickets } from '../../db/schema';
import type { Database } from '../../db/types';
import { unitNames } from '../option-details';
import type { OrderRow } from '../payment/answer';
import type { PaymentDeps } from '../payment/deps';
import { voucherDocument } from '../payment/voucher-data';
import type { VoucherDocument } from './document';
import { CELL, emailPage, esc, linkHtml } from './email-html';
import { deliver } from './mail-transport';
import { shopIdentity } from './shop-identity';
import { formatAmount, LOCALES, translator } from './texts';

/** What the email takes of the booking's voucher document: who, which booking, and the link to manage it. */
export type CancellationDocument = Pick<VoucherDocument, 'brand' | 'reference' | 'language' | 'customer' | 'total' | 'manageUrl'>;

export interface CancellationEmail {
  subject: string;
  text: string;
  html: string;
}

/** A cancelled ticket as the email names it, in the booking language. */
export interface CancelledTicket {
  code: string;
  productName: string;
  optionName: string;
  locationName: string;
  date: string;
  time: string | null;
  passengers: { name: string; quantity: number }[];
}

export interface Cancellation {
  tickets: CancelledTicket[];
  /** Minor units given back. */
  refunded: number;
  /** Where the money goes: the card paid with, or the agency's credit. */
  to: 'card' | 'credit';
  /** Whether other tickets of the booking still stand. */
  othersValid: boolean;
}

/** What was cancelled and what comes back, in the booking language, as plain text and HTML. */
export function renderCancellationEmail(doc: CancellationDocument, cancellation: Cancellation): CancellationEmail {
  const t = translator(doc.language, 'cancellationEmail');
  const c = translator(doc.language, 'confirmationEmail');
  const v = translator(doc.language, 'voucherPdf');
  const dates = translator(doc.language, 'dates');
  const locale = LOCALES[doc.language];
  const line = (label: string, value: string) => c('line', { label, value });
  const firstName = doc.customer.firstName.trim();
  const greeting = firstName ? c('greeting', { firstName }) : c('greetingNoName');
  const subject = t('subject', { reference: doc.reference });
  const intro = t('intro', { reference: doc.reference });
  const blocks = cancellation.tickets.map((ticket) => ({
    name: ticket.productName,
    rows: [
      { label: v('ticketCode'), value: ticket.code },
      { label: v('option'), value: ticket.optionName },
      { label: v('date'), value: formatDate(ticket.date, locale) },
      { label: v('time'), value: ticket.time ? formatCityTime(ticket.time, ticket.locationName, locale, dates) : v('openTime') },
      { label: v('passengers'), value: ticket.passengers.map(({ name, quantity }) => v('passenger', { quantity, name })).join(', ') },
    ].filter((row) => row.value.trim() !== ''),
  }));
  const amount = formatAmount({ value: cancellation.refunded, currency: doc.total.currency }, doc.language);
  const refund = cancellation.refunded === 0 ? t('noRefund') : t(cancellation.to === 'credit' ? 'refundCredit' : 'refundCard', { amount });
  const paragraphs = [refund, ...(cancellation.othersValid ? [t('othersValid')] : [])];

  const text = [
    greeting,
    '',
    intro,
    '',
    line(v('reference'), doc.reference),
    '',
    t('ticketsHeading'),
    ...blocks.flatMap(({ name, rows }) => ['', name, ...rows.map((row) => line(row.label, row.value))]),
    '',
    t('refundHeading'),
    ...paragraphs,
    '',
    t('manageIntro'),
    line(c('manageLink'), doc.manageUrl),
    '',
    t('closing'),
    c('signature', { brand: doc.brand }),
    '',
    '--',
    c('sentTo', { email: doc.customer.email }),
  ].join('\n');

  const manage = linkHtml(c('manageLink'), doc.manageUrl, line);
  const html = emailPage({
    locale: locale,
    subject,
    brand: doc.brand,
    body: `<p>${esc(greeting)}</p>
<p>${esc(intro)}</p>
<p><strong>${esc(line(v('reference'), doc.reference))}</strong></p>
<h2 style="font-size:18px;margin:24px 0 8px">${esc(t('ticketsHeading'))}</h2>
${blocks.map(({ name, rows }) => `<div style="border-top:1px solid #d2d2d9;padding:12px 0">
<h3 style="font-size:16px;margin:0 0 8px">${esc(name)}</h3>
<table role="presentation" style="border-collapse:collapse;font-size:14px">
${rows.map((row) => `<tr><th scope="row" style="${CELL};text-align:left;color:#6b6b75">${esc(row.label)}</th><td style="${CELL}">${esc(row.value)}</td></tr>`).join('\n')}
</table>
</div>`).join('\n')}
<h2 style="font-size:18px;margin:24px 0 8px">${esc(t('refundHeading'))}</h2>
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}
<p>${esc(t('manageIntro'))}<br>${manage}</p>
<p>${esc(t('closing'))}<br>${esc(c('signature', { brand: doc.brand }))}</p>
<p style="font-size:12px;color:#6b6b75">${esc(c('sentTo', { email: doc.customer.email }))}</p>`,
  });
  return { subject, text, html };
}

/**
 * Emails the customer what a cancellation took away and gave back: the `cancellation-email`
 * job's work (services/jobs). A failure is noted in the order's history and thrown, so the
 * queue tries again.
 */
export async function sendCancellationEmail(
  deps: Pick<PaymentDeps, 'db' | 'mail' | 'site' | 'shopUrl' | 'ticketSecret' | 'now'>,
  orderId: string,
  done: { lines: number[]; refunded: number; othersValid: boolean },
): Promise<void> {
  const { db, now } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  // A reseller's customer hears from the reseller, unless it asked for the shop's emails.
  if (order.channel === 'octo' && !(order.notifyTraveller && order.customer.email)) return;
  try {
    const shop = shopIdentity(deps.site, order.language, deps.shopUrl);
    const doc = await voucherDocument(db, order, shop, deps.ticketSecret);
    const current = await db.select().from(tickets).where(and(eq(tickets.orderId, order.id), ne(tickets.status, 'replaced')));
    const cancellation: Cancellation = {
      tickets: await cancelledTickets(db, order, current.filter((ticket) => done.lines.includes(ticket.line))),
      refunded: done.refunded,
      to: order.gateway === 'credit' ? 'credit' : 'card',
      othersValid: done.othersValid,
    };
    const { subject, text, html } = renderCancellationEmail(doc, cancellation);
    const sent = await deliver(
      {
        from: shop.from,
        replyTo: shop.replyTo,
        to: { name: `${doc.customer.firstName} ${doc.customer.lastName}`.trim(), address: doc.customer.email },
        subject,
        text,
        html,
        headers: { 'Content-Language': LOCALES[doc.language] },
      },
      deps.mail,
      order.reference,
    );
    await note(deps, order, `cancellation email sent (${sent.transport}${sent.file ? `: ${sent.file}` : ''})`, now);
  } catch (error) {
    await note(deps, order, `cancellation email failed: ${(error as Error).message}`, now);
    throw error;
  }
}

/** The voucher document lists valid tickets only: the cancelled ones are named here, the same way. */
async function cancelledTickets(db: Database, order: OrderRow, rows: (typeof tickets.$inferSelect)[]): Promise<CancelledTicket[]> {
  if (rows.length === 0) return [];
  const lang = order.language;
  const lines = rows.map((row) => ({ code: row.code, line: order.lines[row.line]! }));
  const [productRows, optionRows, names] = await Promise.all([
    db
      .select({ id: products.id, name: productTranslations.name, locationName: locationTranslations.name })
      .from(products)
      .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, lang)))
      .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, products.locationId), eq(locationTranslations.lang, lang)))
      .where(inArray(products.id, lines.map(({ line }) => line.productId))),
    db
      .select({ id: optionTranslations.optionId, name: optionTranslations.name })
      .from(optionTranslations)
      .where(and(inArray(optionTranslations.optionId, lines.map(({ line }) => line.optionId)), eq(optionTranslations.lang, lang))),
    unitNames(db, lang),
  ]);
  return lines.map(({ code, line }) => {
    const product = productRows.find((p) => p.id === line.productId);
    return {
      code,
      productName: product?.name ?? '',
      optionName: optionRows.find((o) => o.id === line.optionId)?.name ?? '',
      locationName: product?.locationName ?? '',
      date: line.date,
      time: line.time,
      passengers: line.units.filter((u) => u.quantity > 0).map((u) => ({ name: names.get(u.type) ?? u.type, quantity: u.quantity })),
    };
  });
}

const note = (deps: Pick<PaymentDeps, 'db'>, order: OrderRow, cause: string, now: Date) =>
  deps.db.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, cause, actor: 'system', at: now });

