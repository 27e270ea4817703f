'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { getMemberOrders, type MemberOrder } from '@/lib/api/member-area';
import { callBasket, orThrow } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';
import { useShellPaths } from '@/components/providers/shell-paths';
import { memberKeys, useMemberContext } from '@/lib/member/use-member';
import { BookingView } from '@/components/manage-booking/booking-view';
import buttons from '@/components/ui/buttons.module.css';
import { OrderCard } from './order-card';
import { useMemberSessionLost } from './use-member-call';
import styles from './member-area.module.css';
import { LoadFailed } from '@/components/ui/load-failed';

/**
 * "My purchases": every order of the member. "Manage" opens the order in the manage-my-booking
 * view (with the order's booking token), so cancelling and changing a date follow the same rules
 * and screens as from the confirmation email.
 */
export function PurchasesPanel({ member, language }: { member: string; language: Language }) {
  const paths = useShellPaths();
  const t = useTranslations('memberArea.purchases');
  const context = useMemberContext();
  const queryClient = useQueryClient();
  const [managing, setManaging] = useState<MemberOrder | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The Manage button to go back to when the booking view closes.
  const returnTo = useRef<string | null>(null);
  const query = useQuery({
    queryKey: memberKeys.orders(member),
    queryFn: () => orThrow(callBasket(getMemberOrders, context)),
    retry: false,
  });
  useMemberSessionLost(query.error);

  useEffect(() => {
    if (managing || !returnTo.current) return;
    document.getElementById(`manage-${returnTo.current}`)?.focus();
    returnTo.current = null;
  }, [managing]);

  const close = (message: string | null) => {
    returnTo.current = managing?.reference ?? null;
    setNotice(message);
    setManaging(null);
    // A cancellation or a new date changed the order: the list shows it.
    void queryClient.invalidateQueries({ queryKey: memberKeys.orders(member) });
  };

  if (managing) {
    return (
      <div className={styles.panelBody}>
        <BookingView
          key={managing.reference}
          token={managing.bookingToken}
          language={language}
          takeFocus
          leaveLabel={t('back')}
          onLeave={() => close(null)}
          onTokenRefused={() => close(t('manageFailed'))}
        />
      </div>
    );
  }

  if (query.isPending) return <p role="status">{t('loading')}</p>;
  if (!query.data) {
    return (
      <LoadFailed className={styles.alert} message={t('failed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
    );
  }

  const { orders } = query.data;
  return (
    <div className={styles.panelBody}>
      <h2 className={styles.panelTitle}>{t('title')}</h2>
      {notice ? (
        <p role="alert" className={styles.alert}>
          {notice}
        </p>
      ) : null}
      {orders.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <a className={buttons.primary} href={paths.allDestinations}>
            {t('emptyLink')}
          </a>
        </div>
      ) : (
        <ul className={styles.orders}>
          {orders.map((order) => (
            <li key={order.reference}>
              <OrderCard order={order} onManage={() => setManaging(order)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
