'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callBasket } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';
import { forgetSignedOutMember } from '@/lib/member/forget-member';
import { useUi } from '@/stores/ui-store';
import { useShellPaths } from '@/components/providers/shell-paths';
import list from './menu-list.module.css';
import styles from './member-menu.module.css';

/** The member area's sections, by their anchors on `/{lang}/member-area`. */
const SECTIONS = ['purchases', 'details', 'wishlist', 'discounts'] as const;

/** Signed out: what membership gives, and the way in; signed in: a greeting, the member area's sections and logging out. */
export function MemberMenuPanel({ language, name }: { language: Language; name: string | null }) {
  const paths = useShellPaths();
  const t = useTranslations('header.member');
  if (name) return <SignedIn language={language} name={name} />;
  return (
    <div className={styles.panel}>
      <p className={styles.title}>{t('title')}</p>
      <p className={styles.text}>{t('pitch')}</p>
      <a className={styles.primary} href={paths.login}>
        {t('login')}
      </a>
      <a className={styles.secondary} href={paths.register}>
        {t('register')}
      </a>
      <p className={styles.hint}>{t('quick')}</p>
    </div>
  );
}

/**
 * Logging out ends the session on the server; the shop's /api/v2 clears the hint, the session
 * and the guest basket's cookies (the basket stays with the account), so a fresh one starts.
 */
function SignedIn({ language, name }: { language: Language; name: string }) {
  const paths = useShellPaths();
  const t = useTranslations('header.member');
  const router = useRouter();
  const closeMenus = useUi((s) => s.closeMenus);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const area = paths.memberArea;

  const logOut = async () => {
    setPending(true);
    setFailed(false);
    // The call's code loads when asked: every page has this menu (issue 18).
    const { logOutMember } = await import('@/lib/api/header-calls');
    const result = await callBasket((http, context) => logOutMember(http, context), { language });
    // 401: the session had already ended, which is what was asked.
    if (!result.ok && result.error.status !== 401) {
      setPending(false);
      return setFailed(true);
    }
    forgetSignedOutMember();
    closeMenus();
    router.push(`/${language}/home`);
  };

  return (
    <div className={styles.panel}>
      <p className={styles.title}>{t('hello', { name })}</p>
      <ul className={list.list}>
        {SECTIONS.map((section) => (
          <li key={section}>
            <a className={list.item} href={`${area}#${section}`} onClick={closeMenus}>
              {t(section)}
            </a>
          </li>
        ))}
      </ul>
      {failed ? (
        <p className={styles.error} role="alert">
          {t('logoutFailed')}
        </p>
      ) : null}
      <button type="button" className={styles.secondary} disabled={pending} aria-busy={pending || undefined} onClick={() => void logOut()}>
        {pending ? t('loggingOut') : t('logout')}
      </button>
    </div>
  );
}
