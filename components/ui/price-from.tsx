import { useTranslations } from 'next-intl';
import type { FromPrice, InEveryCurrency } from '@/lib/api/prices';
import { formatMoney } from '@/lib/format/money';
import { InCurrency } from './in-currency';
import styles from './price-from.module.css';

/**
 * "From €24.50", the ticket office price struck through and the saving, in the
 * visitor's currency (all three are in the page; CSS shows one, see InCurrency).
 */
export function PriceFrom({ prices, locale, size = 'small' }: { prices: InEveryCurrency<FromPrice>; locale: string; size?: 'small' | 'large' }) {
  const t = useTranslations('catalogue');
  if (!prices[1].from) return <p className={styles.price}>{t('priceOnRequest')}</p>;
  return (
    <p className={`${styles.price} ${styles[size]}`}>
      <InCurrency>
        {(currency) => {
          const { from, retail, savingsPercent } = prices[currency];
          if (!from) return t('priceOnRequest');
          return (
            <>
              <span className={styles.label}>{t('from')}</span>{' '}
              {retail ? (
                <>
                  <s className={styles.retail}>
                    <span className="visually-hidden">{t('retailPrice')} </span>
                    {formatMoney(retail, locale)}
                  </s>{' '}
                </>
              ) : null}
              <strong className={styles.amount}>{formatMoney(from, locale)}</strong>
              {savingsPercent ? (
                <>
                  {' '}
                  <span className={styles.savings}>{t('savings', { percent: savingsPercent })}</span>
                </>
              ) : null}
            </>
          );
        }}
      </InCurrency>
    </p>
  );
}
