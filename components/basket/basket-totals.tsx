import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format/money';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import type { Cart } from '@/provider/api/contract/cart';
import styles from './basket.module.css';

/** Subtotal, discount and total as the provider computed them, in the basket's currency (minor units, no arithmetic here). */
export function BasketTotals({ cart, language }: { cart: Cart; language: Language }) {
  const t = useTranslations('basket.totals');
  const locale = LANGUAGES[language].intlLocale;
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{t('subtotal')}</dt>
        <dd>{formatMoney(cart.subtotal, locale)}</dd>
      </div>
      {cart.coupon ? (
        <div className={styles.discount}>
          <dt>{t('discount', { code: cart.coupon.code, percent: cart.coupon.percent })}</dt>
          <dd>−{formatMoney(cart.coupon.discount, locale)}</dd>
        </div>
      ) : null}
      <div className={styles.total}>
        <dt>{t('total')}</dt>
        <dd>{formatMoney(cart.total, locale)}</dd>
      </div>
    </dl>
  );
}
