import { useTranslations } from 'next-intl';
import type { FromPrice, InEveryCurrency } from '@/lib/api/prices';
import { PriceFrom } from '@/components/ui/price-from';
import styles from './product-view.module.css';

interface Props {
  prices: InEveryCurrency<FromPrice>;
  locale: string;
  available: boolean;
  voucherMonths: number;
  freeCancellationHours: number | null;
}

/**
 * Where a visitor books (the booking panel of the next step lives here): the price from,
 * the saving against the ticket office, the reassurances, and the way to the ticket options.
 */
export function BookingAside({ prices, locale, available, voucherMonths, freeCancellationHours }: Props) {
  const t = useTranslations('product');
  return (
    <aside id="booking" className={styles.booking} aria-labelledby="booking-title">
      <h2 id="booking-title" className="visually-hidden">
        {t('booking.title')}
      </h2>
      <PriceFrom prices={prices} locale={locale} size="large" />
      <p className={styles.perPerson}>{t('booking.perPerson')}</p>
      {available ? (
        <a className={styles.cta} href="#options">
          {t('booking.seeOptions')}
        </a>
      ) : (
        <p className={styles.unavailable}>{t('booking.unavailable')}</p>
      )}
      <ul className={styles.assurances}>
        {freeCancellationHours === null ? null : <li>{t('booking.freeCancellation', { hours: freeCancellationHours })}</li>}
        <li>{t('booking.mobileVoucher')}</li>
        <li>{t('booking.validity', { months: voucherMonths })}</li>
      </ul>
    </aside>
  );
}
