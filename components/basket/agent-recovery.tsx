'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { recoveryTarget } from '@/lib/basket/agent-recovery';
import type { Language } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';
import { useVisitor } from '@/stores/visitor-store';
import buttons from '@/components/ui/buttons.module.css';
import styles from './basket.module.css';

/** For agents, where the site's `agentRecoveryCart` flag is on: a customer's basket link becomes the agent's basket. */
export function AgentRecovery({ language, navigate = (href) => window.location.assign(href) }: { language: Language; navigate?: (href: string) => void }) {
  const t = useTranslations('basket.agentRecovery');
  const isAgent = useVisitor((v) => v.isAgent);
  const fieldId = useId();
  const [error, setError] = useState(false);
  if (!isAgent) return null;

  function recover(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pasted = String(new FormData(event.currentTarget).get('link') ?? '');
    const target = recoveryTarget(pasted, pagePath(language, 'basket'), window.location.origin);
    setError(target === null);
    // A fresh load: the basket adds a link's items once, as it loads.
    if (target) navigate(target);
  }

  return (
    <form className={styles.agentRecovery} onSubmit={recover} noValidate aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>{t('title')}</h2>
      <label htmlFor={fieldId}>{t('label')}</label>
      <input id={fieldId} name="link" type="url" required aria-invalid={error} aria-describedby={error ? `${fieldId}-error` : undefined} />
      <button type="submit" className={buttons.secondary}>{t('recover')}</button>
      {error ? (
        <p id={`${fieldId}-error`} role="alert">
          {t('invalid')}
        </p>
      ) : null}
    </form>
  );
}
