'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { agentLogout } from '@/lib/api/header-calls';
import type { Language } from '@/lib/i18n/languages';
import { knownPagePath } from '@/lib/i18n/shell-known-pages';
import buttons from '@/components/ui/buttons.module.css';
import styles from './agent-area.module.css';

/**
 * Ends the session on the server, then loads the home page in full in the same language: the
 * header and every price start again as a visitor's. A session already gone counts as logged out.
 */
export function AgentLogout({ language }: { language: Language }) {
  const t = useTranslations('agentArea');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const logOut = async () => {
    setState('busy');
    const result = await agentLogout({ language });
    if (result.ok || result.error.status === 401) return location.assign(knownPagePath(language, 'home'));
    setState('failed');
  };
  return (
    <div className={styles.logout}>
      <button type="button" className={buttons.secondary} disabled={state === 'busy'} aria-busy={state === 'busy' || undefined} onClick={() => void logOut()}>
        {t('logout')}
      </button>
      {state === 'failed' ? (
        <p role="alert" className={styles.failure}>
          {t('logoutFailed')}
        </p>
      ) : null}
    </div>
  );
}
