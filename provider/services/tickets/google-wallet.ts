import { createPrivateKey, sign } from 'node:crypto';
import { formatCityTime } from '../../../lib/format/city-time';
import { formatDate } from '../../../lib/format/date';
import { LOCALES, translator } from '../voucher/texts';
import { BRAND_RGB } from './pass-assets';
import { validityInterval, type PassTicket } from './pass-data';
import type { GoogleWalletSettings } from './wallet-settings';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** The class every ticket's object belongs to: `{issuer}.tickets`, created by the first save if it does not exist. */
export const googleClassId = (settings: GoogleWalletSettings) => `${settings.issuerId}.tickets`;

/** BCP 47 tags Google reads for localized strings. */
const TAGS = { de: 'de-DE', en: 'en-GB', us: 'en-US', es: 'es-ES', fr: 'fr-FR', it: 'it-IT' } as const;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * One ticket as a Google Wallet generic pass (Google's "generic object"): the product as the
 * card's title, the QR payload of the voucher as its barcode, the day, time, meeting point and
 * passengers as text modules in the order's language, valid for the ticket's days.
 */
export function googleGenericObject(settings: GoogleWalletSettings, { document, ticket }: PassTicket) {
  const language = document.language;
  const t = translator(language, 'voucherPdf');
  const dates = translator(language, 'dates');
  const locale = LOCALES[language];
  const text = (value: string) => ({ defaultValue: { language: TAGS[language], value } });
  const interval = validityInterval(document, ticket);
  const modules = [
    { id: 'date', header: t('date'), body: formatDate(ticket.date, locale) },
    { id: 'time', header: t('time'), body: ticket.time ? formatCityTime(ticket.time, ticket.locationName, locale, dates) : t('openTime') },
    { id: 'meeting_point', header: t('meetingPoint'), body: ticket.meetingPoint?.address ?? '' },
    { id: 'passengers', header: t('passengers'), body: ticket.passengers.map(({ name, quantity }) => t('passenger', { quantity, name })).join('\n') },
    { id: 'reference', header: t('reference'), body: document.reference },
  ].filter((module) => module.body.trim() !== '');
  return {
    id: `${settings.issuerId}.${ticket.code}`,
    classId: googleClassId(settings),
    state: 'ACTIVE',
    cardTitle: text(document.brand),
    header: text(ticket.productName),
    subheader: text(`${ticket.locationName} · ${ticket.optionName}`),
    hexBackgroundColor: `#${BRAND_RGB.map((c) => c.toString(16).padStart(2, '0')).join('')}`,
    barcode: { type: 'QR_CODE', value: ticket.qr, alternateText: ticket.code },
    textModulesData: modules,
    validTimeInterval: { start: { date: interval.start }, end: { date: interval.end } },
  };
}

/**
 * The "Save to Google Wallet" address of a ticket: a JWT signed (RS256) with the service account's
 * key, carrying the pass itself, so nothing is sent to Google beforehand. The shop's address is
 * the JWT's one origin: where the button is.
 */
export function googleWalletSaveUrl(settings: GoogleWalletSettings, pass: PassTicket, now: Date): string {
  const header = { alg: 'RS256', typ: 'JWT' };
  const claims = {
    iss: settings.serviceAccountEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: Math.floor(now.getTime() / 1000),
    origins: [pass.origin],
    payload: {
      // Only the class's id: Google makes it on the first save; the objects carry everything shown.
      genericClasses: [{ id: googleClassId(settings) }],
      genericObjects: [googleGenericObject(settings, pass)],
    },
  };
  const signed = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = sign('sha256', Buffer.from(signed), createPrivateKey(settings.privateKey));
  return `${GOOGLE_SAVE_URL}${signed}.${base64url(signature)}`;
}
