'use client';

import { useTranslations } from 'next-intl';
import type { FromPrice, InEveryCurrency } from '@/lib/api/prices';
import { formatMoney } from '@/lib/format/money';
import { InCurrency } from '@/components/ui/in-currency';
import priceStyles from '@/components/ui/price-from.module.css';
import styles from './member-price.module.css';

/** What a signed-in member sees of a product's price: the member price, badged, the public one struck through. */
export function MemberPriceShown({ prices, locale, size }: { prices: InEveryCurrency<FromPrice>; locale: string; size: 'small' | 'large' }) {
  const t = useTranslations('memberPrice');
  const catalogue = useTranslations('catalogue');
  return (
    <p className={`${priceStyles.price} ${priceStyles[size]}`}>
      <span className={styles.badge}>{t('badge')}</span>{' '}
      <InCurrency>
        {(currency) => {
          const { from, member: memberPrice } = prices[currency];
          if (!memberPrice) return null;
          return (
            <>
              <span className={priceStyles.label}>{catalogue('from')}</span>{' '}
              {from && from.amount > memberPrice.amount ? (
                <>
                  <s className={priceStyles.retail}>
                    <span className="visually-hidden">{t('publicPrice')} </span>
                    {formatMoney(from, locale)}
                  </s>{' '}
                </>
              ) : null}
              <strong className={priceStyles.amount}>{formatMoney(memberPrice, locale)}</strong>
            </>
          );
        }}
      </InCurrency>
    </p>
  );
}
