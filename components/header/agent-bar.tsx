'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatMoney } from '@/lib/format/money';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { useVisitor } from '@/stores/visitor-store';
import { LogOutIcon } from '@/components/ui/icons';
import { useAgentRestore } from './use-agent-restore';
import styles from './agent-bar.module.css';
import { useShellPaths } from '@/components/providers/shell-paths';

/**
 * For agents (spec §2), in place of the currency and member menus: the agency's available credit
 * in the page's language and the agency's currency, leading to the agent area, and a way out.
 * Logging out ends the session on the server, whose answer clears the agent's, member's and
 * guest's cookies; the home page is then loaded in full, so nothing of the agent stays in memory.
 */
export function AgentBar({ language }: { language: Language }) {
  const paths = useShellPaths();
  const t = useTranslations('header.agent');
  const credit = useVisitor((s) => s.agentCredit);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  useAgentRestore(language);

  const logOut = async () => {
    setPending(true);
    setFailed(false);
    // The call's code loads when asked: every page has this bar (issue 18).
    const { agentLogout } = await import('@/lib/api/header-calls');
    const result = await agentLogout({ language });
    // 401: the session had already ended, which is what was asked.
    if (!result.ok && result.error.status !== 401) {
      setPending(false);
      return setFailed(true);
    }
    location.assign(paths.home);
  };

  return (
    <div className={styles.agent}>
      <a href={paths.agentArea} className={styles.credit}>
        <span className={styles.label}>{t('credit')}</span>{' '}
        <strong>{credit ? formatMoney(credit, LANGUAGES[language].intlLocale) : '—'}</strong>
      </a>
      <button type="button" className={styles.logout} disabled={pending} aria-busy={pending || undefined} onClick={() => void logOut()}>
        <LogOutIcon size={20} />
        <span className={styles.logoutText}>{pending ? t('loggingOut') : t('logout')}</span>
      </button>
      {failed ? (
        <p className={styles.error} role="alert">
          {t('logoutFailed')}
        </p>
      ) : null}
    </div>
  );
}
