import { useMessages, useTranslations } from 'next-intl';
import type { FromPrice, InEveryCurrency } from '@/lib/api/prices';
import type { BookingProduct } from '@/lib/booking/types';
import { BookingPanel } from '@/components/islands/late/booking-panel';
import { MemberPriceFrom } from '@/components/member/member-price';
import { PriceFrom } from '@/components/ui/price-from';
import type { VoucherType } from '@/provider/domain/catalogue';
import { voucherOffer } from '@/provider/domain/voucher-offer';
import styles from './product-view.module.css';
// The booking panel's styles come with the page: its HTML is drawn long before its code (lazyKeepingHtml).
import '@/components/booking/booking.module.css';
import '@/components/booking/calendar.module.css';

interface Props {
  prices: InEveryCurrency<FromPrice>;
  locale: string;
  available: boolean;
  voucher: { validityMonths: number; type: VoucherType };
  /** What the page promises about cancelling when every option is free to cancel; null otherwise. */
  freeCancellation: string | null;
  booking: BookingProduct;
  /** Marks the calendar's cheaper days (pages.product.calendarPromotion). */
  calendarPromotion: boolean;
}

/**
 * Where a visitor books: the price from, the saving against the ticket office, the
 * booking panel (a client island reading live availability) and the reassurances.
 */
export function BookingAside({ prices, locale, available, voucher, freeCancellation, booking, calendarPromotion }: Props) {
  const t = useTranslations('product');
  const { booking: words } = useMessages();
  return (
    <aside id="booking" className={styles.booking} aria-labelledby="booking-title">
      <h2 id="booking-title" className="visually-hidden">
        {t('booking.title')}
      </h2>
      <MemberPriceFrom prices={prices} locale={locale} size="large">
        <PriceFrom prices={prices} locale={locale} size="large" />
      </MemberPriceFrom>
      <p className={styles.perPerson}>{t('booking.perPerson')}</p>
      {available ? (
        <BookingPanel words={words} product={booking} available={available} calendarPromotion={calendarPromotion} />
      ) : (
        <p className={styles.unavailable}>{t('booking.unavailable')}</p>
      )}
      <ul className={styles.assurances}>
        {freeCancellation === null ? null : <li>{freeCancellation}</li>}
        <li>{t(`booking.voucher.${voucherOffer(voucher.type)}`)}</li>
        <li>{t('booking.validity', { months: voucher.validityMonths })}</li>
      </ul>
    </aside>
  );
}
