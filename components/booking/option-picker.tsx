'use client';

import { useTranslations } from 'next-intl';
import { Fragment, useId } from 'react';
import { formatMoney } from '@/lib/format/money';
import { formatTime } from '@/lib/format/date';
import { formatCatalogueDuration } from '@/lib/format/duration';
import { isBookable, placesToAnnounce } from '@/lib/booking/limits';
import { fitsPassengers, tooFewPlaces } from '@/lib/booking/rules';
import { bookingTotal, passengerCount } from '@/lib/booking/total';
import type { BookingDraft, OptionDay, Unit } from '@/lib/booking/types';
import { useVisitor } from '@/stores/visitor-store';
import styles from './booking.module.css';

interface Props {
  options: OptionDay[];
  selectedId: number | null;
  quantities: BookingDraft['quantities'];
  /** How each option travels, already in the page's language. */
  vehicles: Record<number, string | null>;
  intlLocale: string;
  onChoose: (optionId: number) => void;
}

/**
 * The day's options (the "package" of spec §4) as cards: duration, vehicle, departures,
 * places left, and the price for the passengers chosen, so they compare at a glance. One
 * without the places for the party says so and cannot be chosen.
 */
export function OptionPicker({ options, selectedId, quantities, vehicles, intlLocale, onChoose }: Props) {
  const t = useTranslations('booking');
  const common = useTranslations('common');
  const baseId = useId();
  const passengers = passengerCount(quantities);
  const member = useVisitor((v) => v.memberName !== null);
  return (
    <ul className={styles.options}>
      {options.map((option) => {
        const bookable = isBookable(option.status);
        const choosable = bookable && !tooFewPlaces(option, passengers);
        const total = passengers > 0 ? bookingTotal(option.units, quantities, member) : null;
        const lead = leadPrice(option.units);
        const left = placesToAnnounce(option.status, option.remaining);
        const vehicle = vehicles[option.id];
        const nameId = `${baseId}-${option.id}-name`;
        const factsId = `${baseId}-${option.id}-facts`;
        return (
          <li key={option.id}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={option.id === selectedId}
              aria-labelledby={nameId}
              aria-describedby={factsId}
              disabled={!choosable}
              data-autofocus={option === options.find((o) => isBookable(o.status) && !tooFewPlaces(o, passengers)) || undefined}
              onClick={() => onChoose(option.id)}
            >
              <span id={nameId} className={styles.optionName}>
                {option.name}
              </span>
              <span id={factsId} className={styles.optionFacts}>
                {spaced([
                  t('options.duration', { duration: formatCatalogueDuration(option.duration, (key, values) => common(key, values)) }),
                  vehicle,
                  option.kind === 'timed' ? t('options.departures', { times: option.times.map((s) => formatTime(s.time, intlLocale)).join(', ') }) : t('options.openDated'),
                  option.minPassengers > 1 ? t('options.minPassengers', { count: option.minPassengers }) : null,
                  option.identityDocumentRequired ? t('options.identityDocument') : null,
                ])}{' '}
                {spaced(
                  [
                    !bookable ? t(`status.${option.status}`) : null,
                    left !== null ? t('placesLeft', { count: left }) : null,
                    bookable && passengers > 0 && !fitsPassengers(option, quantities) ? t('options.notForPassengers') : null,
                  ],
                  styles.warning,
                )}{' '}
                <span className={styles.optionPrice}>
                  {total
                    ? t('options.totalFor', { price: formatMoney(total.total, intlLocale) })
                    : lead
                      ? t('options.from', { price: formatMoney(lead, intlLocale) })
                      : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Facts as separate items, spaced so a screen reader does not run them together. */
function spaced(facts: (string | null | undefined)[], className?: string) {
  return facts
    .filter((fact): fact is string => Boolean(fact))
    .map((fact, index) => (
      <Fragment key={fact}>
        {index > 0 ? ' ' : null}
        <span className={className}>{fact}</span>
      </Fragment>
    ));
}

/** The price an option is advertised at: the adult ticket, else its cheapest paid one. */
function leadPrice(units: Unit[]) {
  const adult = units.find((u) => u.type === 'adult');
  if (adult) return adult.price;
  const paid = units.filter((u) => u.price.amount > 0).sort((a, b) => a.price.amount - b.price.amount);
  return paid[0]?.price ?? null;
}
