'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { lazyPart } from '@/components/islands/lazy-part';
import { getMemberInfo } from '@/lib/api/member-area';
import { callBasket, orThrow } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';
import { memberKeys, useMemberContext } from '@/lib/member/use-member';
import { signedInAs, useVisitorKnown, useMemberName } from '@/stores/visitor-store';
import { Tabs } from '@/components/ui/tabs';
import { ExclusiveView } from './exclusive-view';
import { useMemberTab, MEMBER_TABS } from './use-member-tab';
import { useMemberSessionLost } from './use-member-call';
import styles from './member-area.module.css';
import { withQueries } from '@/components/providers/query-provider';

// Each tab's code (its forms, lists, tickets) loads when the tab is opened (issue 18); a
// member's first tab as the page loads, so that it asks for its data as soon as it is drawn.
const DiscountsPanel = lazyPart(() => import('./discounts-panel').then((m) => m.DiscountsPanel), signedInAs().member ? 'now' : 'drawn');
const PurchasesPanel = lazyPart(() => import('./purchases-panel').then((m) => m.PurchasesPanel), 'drawn');
const DetailsPanel = lazyPart(() => import('./details-panel').then((m) => m.DetailsPanel), 'drawn');
const WishlistPanel = lazyPart(() => import('./wishlist-panel').then((m) => m.WishlistPanel), 'drawn');

/**
 * The member area (a cached page: who is signed in is known in the browser only). A visitor sees
 * what membership gives and the way in; a member their discounts, purchases, details and wishlist.
 */
export const MemberAreaIsland = withQueries(MemberAreaIslandContent);

function MemberAreaIslandContent({ language }: { language: Language }) {
  const known = useVisitorKnown();
  const member = useMemberName();
  if (!known) return <Loading />;
  return member ? <MemberArea member={member} language={language} /> : <ExclusiveView />;
}

function MemberArea({ member, language }: { member: string; language: Language }) {
  const t = useTranslations('memberArea');
  const context = useMemberContext();
  const { tab, anchor, select } = useMemberTab();
  const info = useQuery({
    queryKey: memberKeys.info(member),
    queryFn: () => orThrow(callBasket(getMemberInfo, context)),
    retry: false,
  });
  useMemberSessionLost(info.error);

  return (
    <div className={styles.area}>
      <p className={styles.greeting}>{t('greeting', { name: member })}</p>
      <Tabs tabs={MEMBER_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))} active={tab} label={t('tabsLabel')} idPrefix="member-tab" onSelect={select}>
        <Suspense fallback={<Loading />}>
          {tab === 'discounts' ? <DiscountsPanel member={member} info={info.data} /> : null}
          {tab === 'purchases' ? <PurchasesPanel member={member} language={language} /> : null}
          {tab === 'details' ? <DetailsPanel info={info.data} failed={info.isError} onRetry={() => void info.refetch()} anchor={anchor} language={language} /> : null}
          {tab === 'wishlist' ? <WishlistPanel language={language} /> : null}
        </Suspense>
      </Tabs>
    </div>
  );
}

function Loading() {
  const t = useTranslations('memberArea');
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
}
