'use client';

import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { logOutAgent } from '@/lib/session/actions';
import { useVisitor, visitorChanged } from '@/stores/visitor-store';
import styles from './agent-bar.module.css';

/** For agents (spec §2): their credit balance and a way out, in place of the currency and member menus. */
export function AgentBar() {
  const t = useTranslations('header.agent');
  const credit = useVisitor((s) => s.agentCredit);
  const [pending, start] = useTransition();
  return (
    <div className={styles.agent}>
      <p className={styles.credit}>
        <span className={styles.label}>{t('credit')}</span> <strong>{credit ?? '—'}</strong>
      </p>
      <button
        type="button"
        className={styles.logout}
        disabled={pending}
        onClick={() =>
          start(async () => {
            await logOutAgent();
            visitorChanged();
          })
        }
      >
        {t('logout')}
      </button>
    </div>
  );
}
