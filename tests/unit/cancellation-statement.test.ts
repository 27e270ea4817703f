import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { cancellationStatement, formatCutoff, freeCancellationPromise, type PolicyTerms } from '@/lib/format/cancellation-policy';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { cancellationDeadline } from '@/provider/domain/cancellation';
import de from '@/messages/de.json';
import enUs from '@/messages/en-us.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';

const CATALOGUES = { de, en, 'en-us': enUs, es, fr, it: it_ } as const;
const NB = '\u00a0';

const FREE_24H: PolicyTerms = { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440 };
const HALF_48H: PolicyTerms = { refundType: 'partial', refundPercent: 50, cutoffMinutes: 2880 };
const NONE: PolicyTerms = { refundType: 'none', refundPercent: 0, cutoffMinutes: 0 };

/** The 09:30 departure in Paris on 24 November 2026, and an open ticket valid until 31 December 2027. */
const departure = { kind: 'timed', date: '2026-11-24', time: '09:30', validUntil: '2026-11-24', timeZone: 'Europe/Paris' } as const;
const openTicket = { kind: 'open', date: '2026-11-24', time: null, validUntil: '2027-12-31', timeZone: 'Europe/Paris' } as const;

function statementIn(language: Language) {
  const t = createTranslator({ locale: language, messages: CATALOGUES[language], namespace: 'cancellationPolicy' });
  const dates = createTranslator({ locale: language, messages: CATALOGUES[language], namespace: 'dates' });
  const locale = LANGUAGES[language].intlLocale;
  const city = { es: 'París', it: 'Parigi' }[language as string] ?? 'Paris';
  return {
    t,
    locale,
    dates,
    /** The statement of a departure or open ticket with its deadline known (vouchers, the panel after a time is chosen). */
    known: (policy: PolicyTerms, ticket: typeof departure | typeof openTicket = departure, now?: Date) =>
      cancellationStatement(policy, { kind: ticket.kind, deadline: cancellationDeadline(policy, ticket), timeZone: ticket.timeZone, city, now }, locale, t, dates),
    /** The rule, before any departure is chosen (the product page). */
    rule: (policy: PolicyTerms, kind: 'timed' | 'open' = 'timed') => cancellationStatement(policy, { kind }, locale, t, dates),
  };
}

const EXPECTED: Record<Language, { full: string; partial: string; none: string; open: string; rule: string; partialRule: string; openRule: string }> = {
  en: {
    full: 'Free cancellation until 23/11/2026 09:30 Paris time',
    partial: 'Cancel until 22/11/2026 09:30 Paris time for a 50% refund',
    none: 'Non-refundable: this ticket cannot be cancelled',
    open: 'Free cancellation until first use, at the latest 31/12/2027',
    rule: 'Free cancellation up to 24 hours before the departure',
    partialRule: 'Cancel up to 48 hours before the departure for a 50% refund',
    openRule: 'Free cancellation any time before first use, within its validity',
  },
  'en-us': {
    full: 'Free cancellation until Nov 23, 2026, 9:30 AM Paris time',
    partial: 'Cancel until Nov 22, 2026, 9:30 AM Paris time for a 50% refund',
    none: 'Non-refundable: this ticket cannot be canceled',
    open: 'Free cancellation until first use, at the latest Dec 31, 2027',
    rule: 'Free cancellation up to 24 hours before the departure',
    partialRule: 'Cancel up to 48 hours before the departure for a 50% refund',
    openRule: 'Free cancellation any time before first use, within its validity',
  },
  de: {
    full: 'Kostenlose Stornierung bis 23/11/2026, 09:30 Uhr Ortszeit Paris',
    partial: `Stornierung mit 50${NB}% Erstattung bis 22/11/2026, 09:30 Uhr Ortszeit Paris`,
    none: 'Nicht erstattungsfähig: Dieses Ticket kann nicht storniert werden',
    open: 'Kostenlose Stornierung bis zur ersten Nutzung, spätestens bis 31/12/2027',
    rule: 'Kostenlose Stornierung bis 24 Stunden vor der Abfahrt',
    partialRule: `Stornierung mit 50${NB}% Erstattung bis 48 Stunden vor der Abfahrt`,
    openRule: 'Kostenlose Stornierung jederzeit vor der ersten Nutzung, innerhalb der Gültigkeit',
  },
  es: {
    full: 'Cancelación gratuita hasta el 23/11/2026 a las 09:30, hora de París',
    partial: `Cancela hasta el 22/11/2026 a las 09:30, hora de París, con un reembolso del 50${NB}%`,
    none: 'No reembolsable: esta entrada no se puede cancelar',
    open: 'Cancelación gratuita hasta el primer uso, como muy tarde el 31/12/2027',
    rule: 'Cancelación gratuita hasta 24 horas antes de la salida',
    partialRule: `Cancela hasta 48 horas antes de la salida con un reembolso del 50${NB}%`,
    openRule: 'Cancelación gratuita en cualquier momento antes del primer uso, dentro de su validez',
  },
  fr: {
    full: 'Annulation gratuite jusqu’au 23/11/2026 à 09:30 (heure locale, Paris)',
    partial: `Annulation jusqu’au 22/11/2026 à 09:30 (heure locale, Paris) avec un remboursement de 50${NB}%`,
    none: `Non remboursable${NB}: ce billet ne peut pas être annulé`,
    open: 'Annulation gratuite jusqu’à la première utilisation, au plus tard le 31/12/2027',
    rule: 'Annulation gratuite jusqu’à 24 heures avant le départ',
    partialRule: `Annulation jusqu’à 48 heures avant le départ avec un remboursement de 50${NB}%`,
    openRule: 'Annulation gratuite à tout moment avant la première utilisation, pendant la durée de validité',
  },
  it: {
    full: 'Cancellazione gratuita fino al 23/11/2026 alle 09:30 (ora locale, Parigi)',
    partial: 'Cancellazione fino al 22/11/2026 alle 09:30 (ora locale, Parigi) con un rimborso del 50%',
    none: 'Non rimborsabile: questo biglietto non può essere cancellato',
    open: 'Cancellazione gratuita fino al primo utilizzo, al più tardi entro il 31/12/2027',
    rule: 'Cancellazione gratuita fino a 24 ore prima della partenza',
    partialRule: 'Cancellazione fino a 48 ore prima della partenza con un rimborso del 50%',
    openRule: 'Cancellazione gratuita in qualsiasi momento prima del primo utilizzo, entro il periodo di validità',
  },
};

describe.each(Object.keys(EXPECTED) as Language[])('cancellation terms in %s', (language) => {
  const say = statementIn(language);
  const expected = EXPECTED[language];

  it('gives a departure’s exact deadline on the venue’s clock, the city named', () => {
    expect(say.known(FREE_24H)).toBe(expected.full);
    expect(say.known(HALF_48H)).toBe(expected.partial);
  });

  it('says a non-refundable ticket cannot be cancelled, known departure or not', () => {
    expect(say.known(NONE)).toBe(expected.none);
    expect(say.rule(NONE)).toBe(expected.none);
    expect(say.rule(NONE, 'open')).toBe(expected.none);
  });

  it('gives an open-dated ticket until its first use, at the latest its last valid day', () => {
    expect(say.known(FREE_24H, openTicket)).toBe(expected.open);
    expect(say.rule(FREE_24H, 'open')).toBe(expected.openRule);
  });

  it('states the rule while no departure is known', () => {
    expect(say.rule(FREE_24H)).toBe(expected.rule);
    expect(say.rule(HALF_48H)).toBe(expected.partialRule);
  });
});

describe('cancellation terms', () => {
  const say = statementIn('en');

  it('counts the cut-off in real hours, written on the venue’s clock across its change to summer time', () => {
    // 10:00 in New York on 14 March 2027, the day clocks go forward: 24 hours earlier it was 09:00.
    const ticket = { kind: 'timed', date: '2027-03-14', time: '10:00', validUntil: '2027-03-14', timeZone: 'America/New_York' } as const;
    expect(cancellationStatement(FREE_24H, { kind: 'timed', deadline: cancellationDeadline(FREE_24H, ticket), timeZone: ticket.timeZone, city: 'New York' }, say.locale, say.t, say.dates)).toBe(
      'Free cancellation until 13/03/2027 09:00 New York time',
    );
  });

  it('says a departure is too close once its deadline has passed, and takes an ISO deadline as the voucher carries it', () => {
    const deadline = cancellationDeadline(FREE_24H, departure)!;
    expect(say.known(FREE_24H, departure, new Date(deadline.getTime() + 1000))).toBe('This departure can no longer be cancelled: cancellation closes 24 hours before it leaves');
    expect(say.known(FREE_24H, departure, new Date(deadline.getTime()))).toBe('Free cancellation until 23/11/2026 09:30 Paris time');
    expect(cancellationStatement(FREE_24H, { kind: 'timed', deadline: deadline.toISOString(), timeZone: 'Europe/Paris', city: 'Paris' }, say.locale, say.t, say.dates)).toBe(
      'Free cancellation until 23/11/2026 09:30 Paris time',
    );
  });

  it('writes the cut-off in the unit that reads naturally', () => {
    expect([30, 60, 90, 120, 1440, 2880, 4320, 10080].map((minutes) => formatCutoff(minutes, say.t))).toEqual([
      '30 minutes', '1 hour', '90 minutes', '2 hours', '24 hours', '48 hours', '72 hours', '7 days',
    ]);
    expect(formatCutoff(2880, statementIn('de').t)).toBe('48 Stunden');
    expect(formatCutoff(60, statementIn('fr').t)).toBe('1 heure');
  });

  it('promises free cancellation beside the price only when every option gives it', () => {
    const promise = (options: { kind: 'timed' | 'open'; cancellation: PolicyTerms }[]) => freeCancellationPromise(options, say.locale, say.t, say.dates);
    expect(promise([{ kind: 'timed', cancellation: FREE_24H }, { kind: 'timed', cancellation: FREE_24H }])).toBe('Free cancellation up to 24 hours before the departure');
    expect(promise([{ kind: 'timed', cancellation: FREE_24H }, { kind: 'open', cancellation: FREE_24H }])).toBe('Free cancellation on every ticket');
    expect(promise([{ kind: 'timed', cancellation: FREE_24H }, { kind: 'timed', cancellation: HALF_48H }])).toBeNull();
    expect(promise([{ kind: 'open', cancellation: NONE }])).toBeNull();
    expect(promise([])).toBeNull();
  });
});
