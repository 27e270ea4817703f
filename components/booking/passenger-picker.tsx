'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatMoney } from '@/lib/format/money';
import { MAX_TICKETS_PER_TYPE } from '@/lib/booking/limits';
import type { PassengerPrice } from '@/lib/booking/passenger-prices';
import { passengerCount } from '@/lib/booking/total';
import type { BookingDraft, PassengerType, UnitType } from '@/lib/booking/types';
import styles from './booking.module.css';

interface Props {
  types: PassengerType[];
  quantities: BookingDraft['quantities'];
  prices: Partial<Record<UnitType, PassengerPrice>>;
  intlLocale: string;
  onChange: (type: UnitType, quantity: number) => void;
}

/** Passengers by type (spec §3 passenger types), with age bands and prices, 0 to 50 each. */
export function PassengerPicker({ types, quantities, prices, intlLocale, onChange }: Props) {
  const t = useTranslations('booking');
  const baseId = useId();
  const count = passengerCount(quantities);
  return (
    <>
      <ul className={styles.passengers}>
        {types.map((passenger) => {
          const quantity = quantities[passenger.type] ?? 0;
          const nameId = `${baseId}-${passenger.type}`;
          const price = prices[passenger.type];
          return (
            <li key={passenger.type}>
              <div className={styles.passenger} role="group" aria-labelledby={nameId}>
              <div className={styles.passengerText}>
                <span id={nameId} className={styles.passengerName}>
                  {passenger.name}
                </span>
                {ageBand(passenger, t) ? <span className={styles.muted}>{ageBand(passenger, t)}</span> : null}
                {price ? <span className={styles.passengerPrice}>{priceText(price, intlLocale, t)}</span> : null}
              </div>
              <div className={styles.stepper}>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={t('passengers.remove', { type: passenger.name })}
                  // Not `disabled`: the focus would fall off the button at 0.
                  aria-disabled={quantity === 0}
                  onClick={() => quantity > 0 && onChange(passenger.type, quantity - 1)}
                >
                  <span aria-hidden="true">−</span>
                </button>
                <output className={styles.quantity} aria-live="polite">
                  {quantity}
                </output>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={t('passengers.add', { type: passenger.name })}
                  aria-disabled={quantity >= MAX_TICKETS_PER_TYPE}
                  data-autofocus={passenger === types[0] || undefined}
                  onClick={() => quantity < MAX_TICKETS_PER_TYPE && onChange(passenger.type, quantity + 1)}
                >
                  <span aria-hidden="true">+</span>
                </button>
              </div>
              {quantity >= MAX_TICKETS_PER_TYPE ? <p className={styles.note}>{t('passengers.max', { max: MAX_TICKETS_PER_TYPE })}</p> : null}
              </div>
            </li>
          );
        })}
      </ul>
      <p className={styles.muted}>{t('passengers.count', { count })}</p>
    </>
  );
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** 'From 6 to 12 years', 'From 65 years', 'Up to 5 years' (spec §3 age bands). */
function ageBand({ ageFrom, ageTo }: PassengerType, t: Translate): string | null {
  if (ageFrom !== null && ageTo !== null) return t('passengers.agesRange', { from: ageFrom, to: ageTo });
  if (ageFrom !== null) return t('passengers.agesFrom', { from: ageFrom });
  if (ageTo !== null) return t('passengers.agesTo', { to: ageTo });
  return null;
}

function priceText(price: PassengerPrice, intlLocale: string, t: Translate): string {
  if (price.kind === 'notSold') return t('passengers.notSold');
  if (price.price.amount === 0) return t('passengers.free');
  const money = formatMoney(price.price, intlLocale);
  return price.kind === 'each' ? t('passengers.each', { price: money }) : t('passengers.from', { price: money });
}
