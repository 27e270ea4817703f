'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useUi } from '@/stores/ui-store';
import { useVisitor, visitorActions } from '@/stores/visitor-store';
import buttons from '@/components/ui/buttons.module.css';
import styles from './global.module.css';
import { useShellPaths } from '@/components/providers/shell-paths';

/**
 * Spec §4 cookie consent: nothing is accepted until the visitor accepts; the choice is
 * stored in CONSENT. Until then only the cookies the shop needs to work are set. The
 * footer's cookie settings reopen it; withdrawing consent removes what was set under it.
 */
export function CookieNotice() {
  const paths = useShellPaths();
  const t = useTranslations('consent');
  const router = useRouter();
  const consent = useVisitor((s) => s.consent);
  const reopened = useUi((s) => s.consentOpen);
  const setConsentOpen = useUi((s) => s.setConsentOpen);
  if (consent && !reopened) return null;

  const decide = async (choice: 'accepted' | 'rejected') => {
    const withdrawn = consent === 'accepted' && choice === 'rejected';
    // What was set under consent is forgotten before anything else (the code loads on this choice only).
    if (choice === 'rejected') (await import('@/lib/tracking/consent')).forgetConsentBound();
    visitorActions.setConsent(choice);
    setConsentOpen(false);
    // Withdrawing: a fresh page load, so no script loaded under consent (the chat widget) keeps running.
    if (withdrawn) location.reload();
    // Accepting lets the proxy set the experiment and campaign cookies of this very URL.
    else if (choice === 'accepted') router.refresh();
  };

  return (
    <section className={styles.cookieNotice} aria-labelledby="cookie-notice-title" data-reopened={reopened ? '' : undefined}>
      <h2 id="cookie-notice-title">{t('title')}</h2>
      <p>
        {t('text')} <a href={paths.privacy}>{t('policy')}</a>
      </p>
      {consent ? <p>{t('current', { choice: t(consent === 'accepted' ? 'accept' : 'reject') })}</p> : null}
      <div className={styles.cookieButtons}>
        <button type="button" className={buttons.secondary} onClick={() => void decide('rejected')}>
          {t('reject')}
        </button>
        <button type="button" className={buttons.primary} onClick={() => void decide('accepted')}>
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
