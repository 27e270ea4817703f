'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FromPrice, InEveryCurrency } from '@/lib/api/prices';
import { formatMoney } from '@/lib/format/money';
import { useMemberName } from '@/lib/member/use-member';
import { InCurrency } from '@/components/ui/in-currency';
import priceStyles from '@/components/ui/price-from.module.css';
import { useShellPaths } from '@/components/providers/shell-paths';
import { useMemberSite } from './member-site';
import styles from './member-price.module.css';

interface Props {
  prices: InEveryCurrency<FromPrice>;
  /** The Intl locale money is written in. */
  locale: string;
  size?: 'small' | 'large';
  /** The public "from" price, shown to visitors (and everywhere a product has no member price). */
  children: ReactNode;
}

/**
 * A product's price where it has a member price: visitors see the public price and "Members pay
 * €24 — join free" (a link to register); a signed-in member sees the member price, badged, with
 * the public one struck through. It reads only what the cached page already carries: no request.
 * The provider prices members' baskets itself; this only shows it.
 */
export function MemberPriceFrom({ prices, locale, size = 'small', children }: Props) {
  const t = useTranslations('memberPrice');
  const catalogue = useTranslations('catalogue');
  const paths = useShellPaths();
  const hasMembers = useMemberSite();
  const member = useMemberName();
  if (!hasMembers || !prices[1].member) return children;

  if (member) {
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

  return (
    <>
      {children}
      <p className={styles.teaser} data-member-teaser="">
        <InCurrency>
          {(currency) => {
            const memberPrice = prices[currency].member;
            return memberPrice ? (
              <a href={paths.register} className={styles.join}>
                {t('teaser', { price: formatMoney(memberPrice, locale) })}
              </a>
            ) : null;
          }}
        </InCurrency>
      </p>
    </>
  );
}
