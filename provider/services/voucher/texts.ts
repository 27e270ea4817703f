import { createTranslator } from 'use-intl/core';
import { cancellationStatement } from '../../../lib/format/cancellation-policy';
import { formatCityTime } from '../../../lib/format/city-time';
import { formatDate } from '../../../lib/format/date';
import de from '../../../messages/de.json';
import enUs from '../../../messages/en-us.json';
import en from '../../../messages/en.json';
import es from '../../../messages/es.json';
import fr from '../../../messages/fr.json';
import it from '../../../messages/it.json';
import type { ApiLanguage } from '../../api/contract/languages';
import { localNow } from '../../domain/dates';
import type { Amount } from '../payment/gateway';
import type { VoucherTicket } from './document';

/**
 * The shop's message catalogues, read by the provider for what it writes itself (voucher PDF,
 * confirmation email), so a translator edits one place. `us` is the API's name for en-us.
 */
type Catalogue = { [key: string]: string | Catalogue };
const CATALOGUES: Record<ApiLanguage, Catalogue> = { de, en, us: enUs, es, fr, it };

/** Intl locales per API language, the same the shop formats with (lib/i18n/languages.ts). */
export const LOCALES: Record<ApiLanguage, string> = {
  de: 'de-DE', en: 'en-GB', us: 'en-US', es: 'es-ES', fr: 'fr-FR', it: 'it-IT',
};

export type Namespace = 'voucherPdf' | 'confirmationEmail' | 'cancellationEmail' | 'cancellationPolicy' | 'sites' | 'dates' | 'agentStatement';
/** Keys are checked against the English catalogue, which every other one must match. */
export type MessageKey<N extends Namespace> = keyof (typeof en)[N] & string;
export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: Record<string, string | number>) => string;

/**
 * use-intl's translator over the shop's catalogues: in a production build next-intl's plugin
 * precompiles the catalogues (and swaps in the matching formatter); in tests they are plain
 * ICU strings. Both read the same way through it.
 */
export function translator<N extends Namespace>(language: ApiLanguage, namespace: N): Translate<N> {
  // The catalogues are typed as the shop's messages; here they are read by namespace and key.
  const create = createTranslator as unknown as (config: object) => (key: string, values?: Record<string, string | number>) => string;
  const t = create({
    locale: LOCALES[language],
    messages: CATALOGUES[language],
    namespace,
    onError: (error: Error) => {
      throw new Error(`Message ${namespace}: ${error.message}`);
    },
  });
  return (key, values) => t(key, values);
}

/** A site's name (messages `sites.{id}.name`): the brand its vouchers and emails carry. */
export function siteName(site: string, language: ApiLanguage): string {
  const t = translator(language, 'sites') as unknown as (key: string) => string;
  return t(`${site}.name`);
}

/** An instant as the date on the clocks of `timeZone` (the city's, so it matches the visit date), as the shop writes dates. */
export function formatInstant(iso: string, language: ApiLanguage, timeZone: string): string {
  return formatDate(localNow(timeZone, new Date(iso)).date, LOCALES[language]);
}

/** Integer minor units in the currency's own number of decimals. */
export function formatAmount(amount: Amount, language: ApiLanguage): string {
  const format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: amount.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount.value / 10 ** digits);
}

/** One labelled detail of a ticket; several lines when it lists things (passengers, choices). */
export interface TicketRow {
  label: string;
  lines: string[];
}

/** What the PDF and the email both say about a ticket, in the same words and order. */
export function ticketRows(ticket: VoucherTicket, language: ApiLanguage): TicketRow[] {
  const t = translator(language, 'voucherPdf');
  const dates = translator(language, 'dates');
  const policy = translator(language, 'cancellationPolicy');
  const locale = LOCALES[language];
  const time = ticket.time ? formatCityTime(ticket.time, ticket.locationName, locale, dates) : null;
  const rows: TicketRow[] = [
    { label: t('option'), lines: [ticket.optionName] },
    { label: t('city'), lines: [ticket.locationName] },
    // An open-dated ticket is for no day in particular: its validity says from when to when.
    { label: t('date'), lines: time ? [formatDate(ticket.date, locale)] : [] },
    { label: t('time'), lines: [time ?? t('openTime')] },
    { label: t('passengers'), lines: ticket.passengers.map(({ name, quantity }) => t('passenger', { quantity, name })) },
    { label: t('packageChoices'), lines: ticket.packageChoices.map(({ group, choice }) => t('packageChoice', { group, choice })) },
    {
      label: t('validity'),
      // A dated departure is valid at its day and time only; an open-dated ticket from the day it was bought to its last valid day.
      lines: [
        time
          ? t('validityDated', { date: formatDate(ticket.date, locale), time })
          : t('validityOpen', { from: formatDate(ticket.validFrom, locale), until: formatDate(ticket.validUntil, locale) }),
      ],
    },
    {
      label: policy('label'),
      lines: [cancellationStatement(ticket.policy, { kind: ticket.kind, deadline: ticket.deadline, timeZone: ticket.timeZone, city: ticket.locationName }, locale, policy, dates)],
    },
    { label: t('meetingPoint'), lines: ticket.meetingPoint ? [ticket.meetingPoint.address] : [] },
  ];
  return rows.filter((row) => row.lines.some((line) => line.trim() !== ''));
}
