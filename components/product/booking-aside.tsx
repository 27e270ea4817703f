import { useTranslations } from 'next-intl';
import type { FromPrice, InEveryCurrency } from '@/lib/api/prices';
import type { BookingProduct } from '@/lib/booking/types';
import { BookingPanel } from '@/components/booking/booking-panel';
import { PriceFrom } from '@/components/ui/price-from';
import styles from './product-view.module.css';

interface Props {
  prices: InEveryCurrency<FromPrice>;
  locale: string;
  available: boolean;
  voucherMonths: number;
  freeCancellationHours: number | null;
  booking: BookingProduct;
}

/**
 * Where a visitor books: the price from, the saving against the ticket office, the
 * booking panel (a client island reading live availability) and the reassurances.
 */
export function BookingAside({ prices, locale, available, voucherMonths, freeCancellationHours, booking }: Props) {
  const t = useTranslations('product');
  return (
    <aside id="booking" className={styles.booking} aria-labelledby="booking-title">
      <h2 id="booking-title" className="visually-hidden">
        {t('booking.title')}
      </h2>
      <PriceFrom prices={prices} locale={locale} size="large" />
      <p className={styles.perPerson}>{t('booking.perPerson')}</p>
      {available ? (
        <BookingPanel product={booking} available={available} />
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
