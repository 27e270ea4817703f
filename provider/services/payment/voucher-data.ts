import { and, asc, eq, inArray } from 'drizzle-orm';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import {
  landmarks,
  locations,
  locationTranslations,
  optionTranslations,
  products,
  productTranslations,
  providerSecrets,
  tickets,
} from '../../db/schema';
import type { Database } from '../../db/types';
import { voucherOffer } from '../../domain/voucher-offer';
import { chosenOf, chosenOptions, unitNames } from '../option-details';
import { signTicket } from '../voucher/signature';
import type { VoucherDocument } from '../voucher/document';
import type { ShopIdentity } from '../voucher/shop-identity';
import type { OrderRow } from './answer';

/** TICKET_SECRET when set, else the key the database drew at install (one per database, so codes verify across restarts). */
export async function ticketSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  const [row] = await db.select().from(providerSecrets).where(eq(providerSecrets.name, 'ticket_signing'));
  return row!.value;
}

/** A paid order's vouchers in the language it was booked in: what the PDF, the email and the mobile page show. */
export async function voucherDocument(db: Database, order: OrderRow, shop: ShopIdentity, ticketSecretSetting?: string): Promise<VoucherDocument> {
  const lang = order.language;
  const productIds = [...new Set(order.lines.map((l) => l.productId))];
  const optionIds = [...new Set(order.lines.map((l) => l.optionId))];
  const choiceIds = [...new Set(order.lines.flatMap((l) => l.packageChoices))];
  const [productRows, optionRows, names, choices, ticketRows] = await Promise.all([
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
      .select({ id: optionTranslations.optionId, name: optionTranslations.name })
      .from(optionTranslations)
      .where(and(inArray(optionTranslations.optionId, optionIds), eq(optionTranslations.lang, lang))),
    unitNames(db, lang),
    chosenOptions(db, choiceIds, lang),
    db.select().from(tickets).where(eq(tickets.orderId, order.id)).orderBy(asc(tickets.line)),
  ]);
  const productOf = new Map(productRows.map((p) => [p.id, p]));
  const optionName = new Map(optionRows.map((o) => [o.id, o.name]));
  const secret = await ticketSecret(db, ticketSecretSetting);
  const token = encodeURIComponent(order.secret);

  return {
    brand: shop.brand,
    reference: order.reference,
    language: lang,
    issuedAt: (order.paidAt ?? order.updatedAt).toISOString(),
    customer: { firstName: order.customer.firstName, lastName: order.customer.lastName, email: order.customer.email },
    total: { value: order.amount, currency: CURRENCIES[order.currencyId as CurrencyId].code },
    tickets: ticketRows.map((ticket) => {
      const line = order.lines[ticket.line]!;
      const product = productOf.get(line.productId)!;
      return {
        code: ticket.code,
        qr: signTicket(ticket.code, secret),
        productName: product.name,
        optionName: optionName.get(line.optionId) ?? '',
        locationName: product.locationName,
        date: line.date,
        time: line.time,
        timeZone: product.timeZone,
        passengers: line.units.filter((u) => u.quantity > 0).map((u) => ({ name: names.get(u.type) ?? u.type, quantity: u.quantity })),
        packageChoices: chosenOf(line.packageChoices, choices),
        validityMonths: product.months,
        validUntil: ticket.validUntil,
        // The place itself: the product's meeting-point text is a sentence that names its own label ("Meeting point: …").
        meetingPoint: { address: `${product.meetingPlace[lang]}, ${product.locationName}`, latitude: product.latitude, longitude: product.longitude },
        voucherType: voucherOffer(product.voucherType),
      };
    }),
    mobileUrl: `${shop.url}/${shopLanguage(lang)}/voucher?token=${token}`,
    pdfUrl: `${shop.url}/api/v2/transaction/voucher?token=${token}&format=pdf`,
  };
}

/** The shop's route prefix of an API language (`us` is the shop's en-us). */
const shopLanguage = (lang: string) => (lang === 'us' ? 'en-us' : lang);
