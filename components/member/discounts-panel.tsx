'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { getMemberDiscounts, type MemberInfo } from '@/lib/api/member-area';
import { callBasket, orThrow } from '@/lib/basket/basket-call';
import { memberKeys, useMemberContext } from '@/lib/member/use-member';
import { MemberCard } from './member-card';
import { OfferCard } from './offer-card';
import { useMemberSessionLost } from './use-member-call';
import styles from './member-area.module.css';
import { LoadFailed } from '@/components/ui/load-failed';

/** "Exclusive discounts": partners' offers, by city, each with a code or the printable member card. */
export function DiscountsPanel({ member, info }: { member: string; info: MemberInfo | undefined }) {
  const t = useTranslations('memberArea.discounts');
  const context = useMemberContext();
  const selectId = useId();
  const [locationId, setLocationId] = useState<number | null>(null);
  const query = useQuery({
    queryKey: memberKeys.discounts(member, locationId, context.language),
    queryFn: () => orThrow(callBasket((http, c) => getMemberDiscounts(http, locationId, c), context)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useMemberSessionLost(query.error);

  if (query.isPending) return <p role="status">{t('loading')}</p>;
  if (!query.data) {
    return (
      <LoadFailed className={styles.alert} message={t('failed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
    );
  }

  const { offers, locations } = query.data;
  const needsCard = offers.some((offer) => offer.code === null);
  return (
    <div className={styles.panelBody}>
      <h2 className={styles.panelTitle}>{t('title')}</h2>
      <p className={styles.muted}>{t('intro')}</p>
      {locations.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor={selectId}>{t('city')}</label>
          <select id={selectId} value={locationId ?? ''} onChange={(event) => setLocationId(event.target.value ? Number(event.target.value) : null)}>
            <option value="">{t('allCities')}</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {t('cityOption', { name: location.name, count: location.count })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {needsCard ? <MemberCard info={info} /> : null}
      {offers.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.offers} aria-busy={query.isFetching}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
