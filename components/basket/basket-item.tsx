'use client';

import { useTranslations } from 'next-intl';
import { useId, type Ref } from 'react';
import { useDateFormat } from '@/lib/format/use-date-format';
import { formatMoney } from '@/lib/format/money';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import type { Sale } from '@/provider/api/contract/cart';
import { OtherOptions } from './other-options';
import styles from './basket.module.css';

interface Props {
  sale: Sale;
  language: Language;
  /** Its hold ran out; `lost`: and holding it again failed, the places are gone. */
  expired: boolean;
  lost: boolean;
  removing: boolean;
  /** Why the last removal of this item failed, already in words. */
  removeError: string | null;
  onRemove: (sale: Sale) => void;
  ref?: Ref<HTMLElement>;
}

/** One item of the basket: what, where, when (in the city's time), who, which package choices, how much. */
export function BasketItem({ sale, language, expired, lost, removing, removeError, onRemove, ref }: Props) {
  const t = useTranslations('basket.item');
  const headingId = useId();
  const locale = LANGUAGES[language].intlLocale;
  const format = useDateFormat();
  return (
    <article ref={ref} tabIndex={-1} className={`${styles.item} ${expired ? styles.itemExpired : ''}`} aria-labelledby={headingId}>
      <div className={styles.itemHead}>
        <h3 id={headingId} className={styles.itemName}>
          <a href={`/${language}${sale.productUrl}`}>{sale.productName}</a>
        </h3>
        <p className={styles.itemPrice}>
          <span className="visually-hidden">{t('price')}</span>{' '}
          {formatMoney(sale.amount, locale)}
        </p>
      </div>
      <p className={styles.itemPlace}>
        {sale.locationName} · {sale.optionName}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('date')}</dt>
          <dd>{format.date(sale.date)}</dd>
        </div>
        <div>
          <dt>{t('time')}</dt>
          <dd>{sale.time ? format.cityTime(sale.time, sale.locationName) : t('anyTime')}</dd>
        </div>
        <div>
          <dt>{t('passengers')}</dt>
          <dd>
            <ul className={styles.inlineList}>
              {sale.units
                .filter((unit) => unit.quantity > 0)
                .map((unit) => (
                  <li key={unit.type}>{t('passengerCount', { quantity: unit.quantity, name: unit.name })}</li>
                ))}
            </ul>
          </dd>
        </div>
        {sale.packageChoices.map((choice) => (
          <div key={choice.group}>
            <dt>{choice.group}</dt>
            <dd>{choice.choice}</dd>
          </div>
        ))}
      </dl>
      {sale.studentCardRequired && sale.units.some((unit) => unit.type === 'student' && unit.quantity > 0) ? <p className={styles.note}>{t('studentCard')}</p> : null}
      {expired ? <p className={styles.expiredNote}>{lost ? t('lost') : t('notHeld')}</p> : null}
      {removeError ? (
        <p className={styles.error} role="alert">
          {removeError}
        </p>
      ) : null}
      <div className={styles.itemActions}>
        {expired ? null : <OtherOptions sale={sale} language={language} itemHeading={headingId} />}
        <button type="button" className={styles.linkButton} aria-disabled={removing} onClick={() => (removing ? undefined : onRemove(sale))}>
          {removing ? t('removing') : t('remove')}{' '}
          <span className="visually-hidden">{sale.productName}</span>
        </button>
      </div>
    </article>
  );
}
