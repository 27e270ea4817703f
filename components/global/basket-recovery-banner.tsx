'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { Language } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';
import { useVisitor } from '@/stores/visitor-store';
import styles from './global.module.css';

/** Reminds a returning visitor of the basket they left (spec §2; a site flag, off by default). */
export function BasketRecoveryBanner({ language }: { language: Language }) {
  const t = useTranslations('basketRecovery');
  const count = useVisitor((s) => s.cartCount);
  if (count === 0) return null;
  return (
    <aside className={styles.recovery} aria-label={t('title')}>
      <p>
        {t('text', { count })} <Link href={pagePath(language, 'basket')}>{t('link')}</Link>
      </p>
    </aside>
  );
}
