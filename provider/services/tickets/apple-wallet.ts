import { PKPass, type PassProps } from 'passkit-generator';
import { formatCityTime } from '../../../lib/format/city-time';
import { formatDate } from '../../../lib/format/date';
import { LOCALES, ticketRows, translator } from '../voucher/texts';
import { BRAND_RGB, passImages } from './pass-assets';
import { validityInterval, zonedIso, type PassTicket } from './pass-data';
import type { AppleWalletSettings } from './wallet-settings';

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

const rgb = (c: readonly number[]) => `rgb(${c.join(', ')})`;

/**
 * One ticket as an Apple Wallet event ticket (a signed .pkpass): the same QR payload as the
 * voucher, so the gate scans it alike; the texts in the order's language, the times on the
 * venue's clocks; the meeting point as the pass's location, so the phone offers it nearby, and
 * the departure as its relevant date.
 */
export function applePass(settings: AppleWalletSettings, { document, ticket }: PassTicket): Buffer {
  const language = document.language;
  const t = translator(language, 'voucherPdf');
  const dates = translator(language, 'dates');
  const locale = LOCALES[language];
  const { end } = validityInterval(document, ticket);
  const passengers = ticket.passengers.map(({ name, quantity }) => t('passenger', { quantity, name })).join(', ');
  // The back of the pass says what the PDF and the email say, in the same words.
  const back = [
    ...ticketRows(ticket, language).map((row, index) => ({ key: `detail${index}`, label: row.label, value: row.lines.join('\n') })),
    { key: 'ticketCode', label: t('ticketCode'), value: ticket.code },
  ];

  const props: PassProps = {
    formatVersion: 1,
    passTypeIdentifier: settings.passTypeId,
    teamIdentifier: settings.teamId,
    serialNumber: ticket.code,
    organizationName: document.brand,
    description: `${t('title', { reference: document.reference })}: ${ticket.productName}`,
    logoText: document.brand,
    backgroundColor: rgb(BRAND_RGB),
    foregroundColor: rgb([255, 255, 255]),
    labelColor: rgb([255, 222, 227]),
    barcodes: [{ format: 'PKBarcodeFormatQR', message: ticket.qr, messageEncoding: 'iso-8859-1', altText: ticket.code }],
    // When the departure is near, the pass comes to the lock screen. (passkit-generator's check
    // rewrites dates in UTC: the same instant as the venue's clocks say.)
    ...(ticket.time ? { relevantDate: zonedIso(ticket.date, ticket.time, ticket.timeZone) } : {}),
    expirationDate: end,
    ...(ticket.meetingPoint?.latitude != null && ticket.meetingPoint.longitude != null
      ? { locations: [{ latitude: ticket.meetingPoint.latitude, longitude: ticket.meetingPoint.longitude, relevantText: ticket.productName }] }
      : {}),
    eventTicket: {
      headerFields: [],
      primaryFields: [{ key: 'product', label: ticket.locationName, value: ticket.productName }],
      secondaryFields: [
        { key: 'date', label: t('date'), value: formatDate(ticket.date, locale) },
        { key: 'time', label: t('time'), value: ticket.time ? formatCityTime(ticket.time, ticket.locationName, locale, dates) : t('openTime') },
      ],
      auxiliaryFields: [
        { key: 'passengers', label: t('passengers'), value: passengers },
        { key: 'reference', label: t('reference'), value: document.reference },
      ],
      backFields: back,
    },
  };

  const pass = new PKPass(
    { ...passImages(), 'pass.json': Buffer.from(JSON.stringify(props)) },
    { wwdr: settings.wwdr, signerCert: settings.certificate, signerKey: settings.key, signerKeyPassphrase: settings.keyPassphrase },
  );
  // passkit-generator drops a pass.json it finds invalid with only a warning: better said here.
  if (!pass.type) throw new Error(`The Apple Wallet pass of ticket ${ticket.code} was refused by passkit-generator (see the warning above)`);
  return pass.getAsBuffer();
}
