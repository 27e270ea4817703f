import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../lib/i18n/languages';
import { pagePath } from '../../../lib/i18n/pages';
import { CURRENCIES, type ApiLanguage, type CurrencyId } from '../../api/contract/languages';
import {
  agencies,
  landmarks,
  locations,
  locationTranslations,
  optionTranslations,
  productOptions,
  products,
  productTranslations,
  providerSecrets,
  tickets,
} from '../../db/schema';
import type { Database } from '../../db/types';
import { cancellationDeadline } from '../../domain/cancellation';
import { localNow } from '../../domain/dates';
import { voucherOffer } from '../../domain/voucher-offer';
import { bookingTokenFor, emailTokenExpiry } from '../booking/access';
import { chosenOf, chosenOptions, policyOf, unitNames } from '../option-details';
import { NO_WALLET_LINKS, walletLinks } from '../tickets/wallet-links';
import type { WalletSettings } from '../tickets/wallet-settings';
import { signTicket } from '../voucher/signature';
import type { VoucherAgency, VoucherDocument } from '../voucher/document';
import type { ShopIdentity } from '../voucher/shop-identity';
import type { OrderRow } from './answer';

/** TICKET_SECRET when set, else the key the database drew at install (one per database, so codes verify across restarts). */
export async function ticketSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  const [row] = await db.select().from(providerSecrets).where(eq(providerSecrets.name, 'ticket_signing'));
  return row!.value;
}

/** A paid order's vouchers in the language it was booked in: what the PDF, the email and the mobile page show. */
export async function voucherDocument(db: Database, order: OrderRow, shop: ShopIdentity, ticketSecretSetting?: string, wallet?: WalletSettings): Promise<VoucherDocument> {
  const lang = order.language;
  const productIds = [...new Set(order.lines.map((l) => l.productId))];
  const optionIds = [...new Set(order.lines.map((l) => l.optionId))];
  const choiceIds = [...new Set(order.lines.flatMap((l) => l.packageChoices))];
  const [productRows, optionRows, names, choices, ticketRows, agency] = await Promise.all([
    db
      .select({
        id: products.id,
        name: productTranslations.name,
        meetingPlace: landmarks.names,
        latitude: landmarks.latitude,
        longitude: landmarks.longitude,
        months: products.voucherValidityMonths,
        voucherType: products.voucherType,
        timeZone: locations.timeZone,
        locationName: locationTranslations.name,
      })
      .from(products)
      .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, lang)))
      .innerJoin(landmarks, eq(landmarks.id, products.meetingLandmarkId))
      .innerJoin(locations, eq(locations.id, products.locationId))
      .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, products.locationId), eq(locationTranslations.lang, lang)))
      .where(inArray(products.id, productIds)),
    db
      .select({ option: productOptions, name: optionTranslations.name })
      .from(productOptions)
      .innerJoin(optionTranslations, and(eq(optionTranslations.optionId, productOptions.id), eq(optionTranslations.lang, lang)))
      .where(inArray(productOptions.id, optionIds)),
    unitNames(db, lang),
    chosenOptions(db, choiceIds, lang),
    db.select().from(tickets).where(eq(tickets.orderId, order.id)).orderBy(asc(tickets.line)),
    agencyOf(db, order),
  ]);
  const productOf = new Map(productRows.map((p) => [p.id, p]));
  const optionOf = new Map(optionRows.map(({ option, name }) => [option.id, { name, kind: option.kind, policy: policyOf(option) }]));
  const secret = await ticketSecret(db, ticketSecretSetting);
  // The link lasts until a month after the last day a current ticket is for or valid until.
  const current = ticketRows.filter((ticket) => ticket.status !== 'replaced');
  const lastDays = [...order.lines.map((line) => line.date), ...current.map((ticket) => ticket.validUntil)];
  const manageToken = bookingTokenFor(order.reference, emailTokenExpiry(lastDays), secret);

  return {
    brand: shop.brand,
    reference: order.reference,
    language: lang,
    issuedAt: (order.paidAt ?? order.updatedAt).toISOString(),
    customer: { firstName: order.customer.firstName, lastName: order.customer.lastName, email: order.customer.email },
    total: { value: order.amount, currency: CURRENCIES[order.currencyId as CurrencyId].code },
    priceShown: order.channel !== 'octo',
    // Usable tickets only: a cancelled one (and one replaced by a new date) no longer gets anyone in.
    tickets: ticketRows.filter((ticket) => ticket.status === 'valid').map((ticket) => {
      const line = order.lines[ticket.line]!;
      const product = productOf.get(line.productId)!;
      const option = optionOf.get(line.optionId);
      const kind = option?.kind ?? (line.time === null ? 'open' : 'timed');
      // An option gone from the catalogue promises nothing it can no longer say.
      // The terms the ticket was sold with (frozen in the order), else the option's own.
      const policy = line.policy ?? option?.policy ?? { refundType: 'none', refundPercent: 0, cutoffMinutes: 0 };
      const deadline = cancellationDeadline(policy, { kind, date: line.date, time: line.time, validUntil: ticket.validUntil, timeZone: product.timeZone });
      return {
        code: ticket.code,
        qr: signTicket(ticket.code, secret),
        productName: product.name,
        optionName: option?.name ?? '',
        locationName: product.locationName,
        date: line.date,
        time: line.time,
        timeZone: product.timeZone,
        passengers: line.units.filter((u) => u.quantity > 0).map((u) => ({ name: names.get(u.type) ?? u.type, quantity: u.quantity })),
        packageChoices: chosenOf(line.packageChoices, choices),
        kind,
        // An open-dated ticket is valid from the day it was bought, on the city's calendar (see voucher/validity.ts).
        validFrom: kind === 'open' ? localNow(product.timeZone, order.paidAt ?? ticket.createdAt).date : line.date,
        validityMonths: product.months,
        validUntil: ticket.validUntil,
        // The place itself: the product's meeting-point text is a sentence that names its own label ("Meeting point: …").
        meetingPoint: { address: `${product.meetingPlace[lang]}, ${product.locationName}`, latitude: product.latitude, longitude: product.longitude },
        voucherType: voucherOffer(product.voucherType),
        wallet: ticket.status === 'valid' ? walletLinks(wallet, order, ticket.code) : NO_WALLET_LINKS,
        policy,
        deadline: deadline?.toISOString() ?? null,
      };
    }),
    ...voucherLinks(shop.url, order),
    manageUrl: `${shop.url}${pagePath(shopLanguage(lang), 'manageBooking')}?token=${encodeURIComponent(manageToken)}`,
    pin: order.pin,
    agency,
  };
}

/** Who sold an agent's booking: the agency, and its reference with the agent's own after it. */
async function agencyOf(db: Database, order: Pick<OrderRow, 'agencyId' | 'agencyReference'>): Promise<VoucherAgency | null> {
  if (order.agencyId === null) return null;
  const [agency] = await db.select({ name: agencies.name, reference: agencies.reference }).from(agencies).where(eq(agencies.id, order.agencyId));
  if (!agency) return null;
  return { name: agency.name, reference: order.agencyReference ? `${agency.reference}/${order.agencyReference}` : agency.reference };
}

/** The mobile voucher page and the PDF of an order, opened by its secret. */
export function voucherLinks(shopUrl: string, order: Pick<OrderRow, 'secret' | 'language'>): { mobileUrl: string; pdfUrl: string } {
  const token = encodeURIComponent(order.secret);
  return {
    mobileUrl: `${shopUrl}/${shopLanguage(order.language)}/voucher?token=${token}`,
    pdfUrl: `${shopUrl}/api/v2/transaction/voucher?token=${token}&format=pdf`,
  };
}

/** The shop's route prefix of an API language (`us` is the shop's en-us). */
const shopLanguage = (lang: ApiLanguage): Language => (lang === 'us' ? 'en-us' : lang);
