import { useTranslations } from 'next-intl';
import { BasketTotals } from '@/components/basket/basket-totals';
import { formatMoney } from '@/lib/format/money';
import { useDateFormat } from '@/lib/format/use-date-format';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { knownPagePath } from '@/lib/i18n/shell-known-pages';
import type { Cart } from '@/provider/api/contract/cart';
import frame from '@/components/ui/checkout-page.module.css';
import styles from './payment.module.css';

/** What is being paid for: each item with its day, time and passengers, and the provider's totals. */
export function OrderSummary({ cart, language, updating }: { cart: Cart; language: Language; updating: boolean }) {
  const t = useTranslations('payment.summary');
  const locale = LANGUAGES[language].intlLocale;
  const format = useDateFormat();
  return (
    <aside className={`${frame.aside} ${styles.summary}`} aria-labelledby="payment-summary-title" aria-busy={updating}>
      <h2 id="payment-summary-title">{t('title')}</h2>
      <ul className={styles.items}>
        {cart.items.map((item) => (
          <li key={item.id}>
            <p className={styles.itemName}>{item.productName}</p>
            <p className={styles.itemMeta}>{item.optionName}</p>
            <p className={styles.itemMeta}>
              {format.date(item.date)}
              {item.time ? ` · ${format.cityTime(item.time, item.locationName)}` : ''}
            </p>
            <p className={styles.itemMeta}>{item.units.filter((u) => u.quantity > 0).map((u) => `${u.quantity} × ${u.name}`).join(', ')}</p>
            <p className={styles.itemPrice}>{formatMoney(item.amount, locale)}</p>
          </li>
        ))}
      </ul>
      <BasketTotals cart={cart} language={language} />
      <a className={styles.editLink} href={knownPagePath(language, 'basket')}>
        {t('edit')}
      </a>
    </aside>
  );
}
