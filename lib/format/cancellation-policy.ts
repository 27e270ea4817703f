// Imported by the provider too (voucher texts): relative paths, no '@/' alias.
import type { OptionKind, RefundType } from '../../provider/domain/catalogue';
import { localNow } from '../../provider/domain/dates';
import { formatCityTime } from './city-time';
import { formatDate } from './date';

/** An option's terms as the contract carries them (provider/domain/cancellation.ts CancellationPolicy). */
export interface PolicyTerms {
  refundType: RefundType;
  refundPercent: number;
  cutoffMinutes: number;
}

/** What is known of the ticket the terms apply to. */
export interface PolicyTicket {
  kind: OptionKind;
  /**
   * The last instant a cancellation is accepted (provider/domain/cancellation.ts
   * cancellationDeadline), once the departure or the validity is known; without it the rule
   * is stated instead ("up to 24 hours before the departure").
   */
  deadline?: string | Date | null;
  /** The venue's IANA time zone and its city's name, to write a known deadline on the venue's clocks. */
  timeZone?: string;
  city?: string;
  /** When given, a deadline already past says the ticket can no longer be cancelled (the booking panel). */
  now?: Date;
}

export type CancellationKey =
  | 'fullUntil'
  | 'fullBefore'
  | 'fullUntilUse'
  | 'fullBeforeUse'
  | 'partialUntil'
  | 'partialBefore'
  | 'partialUntilUse'
  | 'partialBeforeUse'
  | 'none'
  | 'passed'
  | 'deadline'
  | 'minutes'
  | 'hours'
  | 'days'
  | 'summaryFree';

/** `t` reads the `cancellationPolicy` messages, `dates` the `dates` ones, of the page's (or the voucher's) language. */
type Translate = (key: CancellationKey, values?: Record<string, string | number>) => string;
type DatesTranslate = (key: 'timeInCity', values: { time: string; city: string }) => string;

/**
 * The cut-off in the largest unit that reads naturally: '30 minutes', '2 hours', '24 hours',
 * '48 hours' ("24 hours before", as the shop promises it, rather than "1 day"), '7 days'.
 */
export function formatCutoff(minutes: number, t: Translate): string {
  if (minutes % 60 !== 0) return t('minutes', { count: minutes });
  const hours = minutes / 60;
  if (hours <= 72 || hours % 24 !== 0) return t('hours', { count: hours });
  return t('days', { count: hours / 24 });
}

/**
 * An option's cancellation terms in plain words, the one wording of the product page, the
 * booking panel, the vouchers and "manage my booking". With a known deadline the exact date
 * and time on the venue's clocks, the city named ("Free cancellation until 23/11/2026 09:30
 * Paris time"); an open-dated ticket until its first use, at the latest its last valid day;
 * without one the rule ("up to 24 hours before the departure").
 */
export function cancellationStatement(policy: PolicyTerms, ticket: PolicyTicket, intlLocale: string, t: Translate, dates: DatesTranslate): string {
  if (policy.refundType === 'none') return t('none');
  const kind = policy.refundType === 'full' ? 'full' : 'partial';
  const percent = { percent: policy.refundPercent };
  const deadline = ticket.deadline ? new Date(ticket.deadline) : null;
  const known = deadline && !Number.isNaN(deadline.getTime()) && ticket.timeZone ? { at: deadline, timeZone: ticket.timeZone } : null;

  if (ticket.kind === 'open') {
    if (!known) return t(`${kind}BeforeUse`, percent);
    return t(`${kind}UntilUse`, { ...percent, date: formatDate(localNow(known.timeZone, known.at).date, intlLocale) });
  }
  const cutoff = formatCutoff(policy.cutoffMinutes, t);
  if (!known) return t(`${kind}Before`, { ...percent, cutoff });
  if (ticket.now && ticket.now.getTime() > known.at.getTime()) return t('passed', { cutoff });
  const local = localNow(known.timeZone, known.at);
  const time = formatCityTime(local.time, ticket.city ?? known.timeZone, intlLocale, dates);
  return t(`${kind}Until`, { ...percent, deadline: t('deadline', { date: formatDate(local.date, intlLocale), time }) });
}

/**
 * The promise a product page makes beside its price, when every option can be cancelled free
 * of charge: their shared statement when they all say the same ("Free cancellation up to 24
 * hours before the departure"), else "Free cancellation on every ticket". Null when any option
 * is refundable only in part or not at all: the options state their own terms then.
 */
export function freeCancellationPromise(options: { kind: OptionKind; cancellation: PolicyTerms }[], intlLocale: string, t: Translate, dates: DatesTranslate): string | null {
  if (options.length === 0 || options.some((option) => option.cancellation.refundType !== 'full')) return null;
  const statements = new Set(options.map((option) => cancellationStatement(option.cancellation, { kind: option.kind }, intlLocale, t, dates)));
  return statements.size === 1 ? ([...statements][0] ?? null) : t('summaryFree');
}
