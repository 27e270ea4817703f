'use client';

import Cookies from 'js-cookie';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { COOKIES } from '@/lib/cookies/names';
import type { Language } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';
import { useVisitor } from '@/stores/visitor-store';
import styles from './global.module.css';

/**
 * Spec §4 cookie consent: nothing is accepted until the visitor accepts; the choice is
 * stored in CONSENT. Until then only the cookies the shop needs to work are set.
 */
export function CookieNotice({ language }: { language: Language }) {
  const t = useTranslations('consent');
  const router = useRouter();
  const consent = useVisitor((s) => s.consent);
  const setConsent = useVisitor((s) => s.setConsent);
  if (consent) return null;

  const decide = (choice: 'accepted' | 'rejected') => {
    Cookies.set(COOKIES.consent.name, choice, { expires: COOKIES.consent.maxAge / 86_400, sameSite: 'lax', path: '/' });
    setConsent(choice);
    // Accepting lets the server set the experiment and campaign cookies on the next render.
    if (choice === 'accepted') router.refresh();
  };

  return (
    <section className={styles.cookieNotice} aria-labelledby="cookie-notice-title">
      <h2 id="cookie-notice-title">{t('title')}</h2>
      <p>
        {t('text')} <Link href={pagePath(language, 'privacy')}>{t('policy')}</Link>
      </p>
      <div className={styles.cookieButtons}>
        <button type="button" className={styles.secondaryButton} onClick={() => decide('rejected')}>
          {t('reject')}
        </button>
        <button type="button" className={styles.primaryButton} onClick={() => decide('accepted')}>
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
