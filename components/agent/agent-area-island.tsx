'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Suspense, useState } from 'react';
import { lazyPart } from '@/components/islands/lazy-part';
import { agentInfo } from '@/lib/api/agent-auth';
import { orThrow } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';
import { signedInAs, useVisitor, useVisitorKnown } from '@/stores/visitor-store';
import { Tabs } from '@/components/ui/tabs';
import { useHashTab } from '@/components/ui/use-hash-tab';
import { AgentLogout } from './agent-logout';
import { agentKeys, AgentSessionProvider, useAgentContext, useAgentQueryFailure } from './agent-session';
import { CreditSummary } from './credit-summary';
import styles from './agent-area.module.css';
import { LoadFailed } from '@/components/ui/load-failed';
import { withQueries } from '@/components/providers/query-provider';

const AGENT_TABS = ['bookings', 'statement', 'top-up', 'api-keys'] as const;

// The login's code loads for agents signed out, each tab's when it is opened (issue 18): what
// the cookies say will be drawn first (the login, or the bookings) as the page loads.
const { agent } = signedInAs();
const AgentLogin = lazyPart(() => import('./agent-login').then((m) => m.AgentLogin), agent ? 'drawn' : 'now');
const BookingsPanel = lazyPart(() => import('./bookings-panel').then((m) => m.BookingsPanel), agent ? 'now' : 'drawn');
const StatementPanel = lazyPart(() => import('./statement-panel').then((m) => m.StatementPanel), 'drawn');
const TopUpPanel = lazyPart(() => import('./top-up-panel').then((m) => m.TopUpPanel), 'drawn');
const ApiKeysPanel = lazyPart(() => import('./api-keys-panel').then((m) => m.ApiKeysPanel), 'drawn');

/**
 * The agent area (a cached page: who is signed in is known in the browser only, from the
 * `isagent` cookie). Signed out, the agents' login; signed in, the agency's credit and the
 * bookings, statement, top-up and API keys tabs. A call that finds the session gone brings the
 * login back.
 */
export const AgentAreaIsland = withQueries(AgentAreaIslandContent);

function AgentAreaIslandContent({ language }: { language: Language }) {
  const t = useTranslations('agentArea');
  const known = useVisitorKnown();
  const isAgent = useVisitor((v) => v.isAgent);
  const [ended, setEnded] = useState(false);
  if (!known) return <Loading />;
  if (!isAgent) {
    return (
      <Suspense fallback={<Loading />}>
        <AgentLogin language={language} notice={ended ? t('sessionEnded') : null} />
      </Suspense>
    );
  }
  return (
    <AgentSessionProvider onEnded={() => setEnded(true)}>
      <AgentHome language={language} />
    </AgentSessionProvider>
  );
}

function AgentHome({ language }: { language: Language }) {
  const t = useTranslations('agentArea');
  const context = useAgentContext();
  const { tab, select } = useHashTab(AGENT_TABS);
  const info = useQuery({ queryKey: agentKeys.info, queryFn: () => orThrow(agentInfo(context)), retry: false, staleTime: 0 });
  useAgentQueryFailure(info.error);

  if (info.isPending) return <Loading />;
  if (!info.data) {
    return (
      <LoadFailed className={styles.alert} message={t('failed')} retryLabel={t('retry')} onRetry={() => void info.refetch()} />
    );
  }
  const { firstName, agency, credit } = info.data;
  return (
    <div className={styles.area}>
      <div className={styles.welcome}>
        <div>
          <p className={styles.greeting}>{t('greeting', { name: firstName })}</p>
          <p className={styles.agency}>{t('agency', { name: agency.name, reference: agency.reference })}</p>
        </div>
        <AgentLogout language={language} />
      </div>
      <CreditSummary credit={credit} />
      <Tabs tabs={AGENT_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))} active={tab} label={t('tabsLabel')} idPrefix="agent-tab" onSelect={select}>
        <Suspense fallback={<Loading />}>
          {tab === 'bookings' ? <BookingsPanel language={language} /> : null}
          {tab === 'statement' ? <StatementPanel /> : null}
          {tab === 'top-up' ? <TopUpPanel language={language} agency={agency} credit={credit} /> : null}
          {tab === 'api-keys' ? <ApiKeysPanel /> : null}
        </Suspense>
      </Tabs>
    </div>
  );
}

function Loading() {
  const t = useTranslations('agentArea');
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
}
