'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { Language } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';
import { UserIcon } from '@/components/ui/icons';
import { HeaderMenu } from './header-menu';
import styles from './member-menu.module.css';

/** The members' menu (worldwide site, not for agents): what membership gives, and the way in. */
export function MemberMenu({ language }: { language: Language }) {
  const t = useTranslations('header.member');
  return (
    <HeaderMenu menu="member" label={t('menu')} button={<UserIcon size={20} />}>
      <div className={styles.panel}>
        <p className={styles.title}>{t('title')}</p>
        <p className={styles.text}>{t('pitch')}</p>
        <Link className={styles.primary} href={pagePath(language, 'login')}>
          {t('login')}
        </Link>
        <Link className={styles.secondary} href={pagePath(language, 'register')}>
          {t('register')}
        </Link>
        <p className={styles.hint}>{t('quick')}</p>
      </div>
    </HeaderMenu>
  );
}
