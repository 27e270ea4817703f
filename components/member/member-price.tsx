'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, type ReactNode } from 'react';
import type { FromPrice, InEveryCurrency } from '@/lib/api/prices';
import { formatMoney } from '@/lib/format/money';
import { InCurrency } from '@/components/ui/in-currency';
import { useShellPaths } from '@/components/providers/shell-paths';
import { useMemberSite } from './member-site';
import styles from './member-price.module.css';
import { useMemberName } from '@/stores/visitor-store';

/** A signed-in member's price: only ever drawn in the browser, once the cookies say a member is there. */
const MemberPriceShown = lazy(() => import('./member-price-shown').then((module) => ({ default: module.MemberPriceShown })));

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
  const paths = useShellPaths();
  const hasMembers = useMemberSite();
  const member = useMemberName();
  if (!hasMembers || !prices[1].member) return children;

  if (member) {
    // The public price stays until the member's comes (its code loads once a member is known).
    return (
      <Suspense fallback={children}>
        <MemberPriceShown prices={prices} locale={locale} size={size} />
      </Suspense>
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
