'use client';

import { useTranslations } from 'next-intl';
import { CredentialsForm } from '@/components/account/credentials-form';
import { FocusedMessage } from '@/components/account/form-parts';
import { agentLogin } from '@/lib/api/agent-auth';
import type { Language } from '@/lib/i18n/languages';
import { useShellPaths } from '@/components/providers/shell-paths';
import accountStyles from '@/components/account/account.module.css';
import styles from './agent-area.module.css';

/**
 * The agents' login: the members' credentials form (same checks, same messages), sent to
 * `agent/login`. Signed in, the page loads again in full, so the header reads the new agent
 * cookies and every price switches to the agency's currency.
 */
export function AgentLogin({ language, notice }: { language: Language; notice: string | null }) {
  const paths = useShellPaths();
  const t = useTranslations('agentArea.login');
  return (
    <div className={`${accountStyles.card} ${styles.login}`}>
      <h2 className={styles.sectionTitle}>{t('title')}</h2>
      <p className={accountStyles.lead}>{t('intro')}</p>
      {notice ? <FocusedMessage kind="alert">{notice}</FocusedMessage> : null}
      <CredentialsForm logIn={(values) => agentLogin(values, { language })} onSignedIn={() => location.assign(paths.agentArea)} />
      <p className={accountStyles.muted}>{t('noAccount')}</p>
    </div>
  );
}
