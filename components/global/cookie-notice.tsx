'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { Language } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';
import { useVisitor, visitorActions } from '@/stores/visitor-store';
import buttons from '@/components/ui/buttons.module.css';
import styles from './global.module.css';

/**
 * Spec §4 cookie consent: nothing is accepted until the visitor accepts; the choice is
 * stored in CONSENT. Until then only the cookies the shop needs to work are set.
 */
export function CookieNotice({ language }: { language: Language }) {
  const t = useTranslations('consent');
  const router = useRouter();
  const consent = useVisitor((s) => s.consent);
  if (consent) return null;

  const decide = (choice: 'accepted' | 'rejected') => {
    visitorActions.setConsent(choice);
    // Accepting lets the proxy set the experiment and campaign cookies of this very URL.
    if (choice === 'accepted') router.refresh();
  };

  return (
    <section className={styles.cookieNotice} aria-labelledby="cookie-notice-title">
      <h2 id="cookie-notice-title">{t('title')}</h2>
      <p>
        {t('text')} <Link href={pagePath(language, 'privacy')}>{t('policy')}</Link>
      </p>
      <div className={styles.cookieButtons}>
        <button type="button" className={buttons.secondary} onClick={() => decide('rejected')}>
          {t('reject')}
        </button>
        <button type="button" className={buttons.primary} onClick={() => decide('accepted')}>
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
