'use client';

import { useTranslations } from 'next-intl';
import { useVisitor } from '@/stores/visitor-store';
import styles from './global.module.css';
import { useShellPaths } from '@/components/providers/shell-paths';

/** Reminds a returning visitor of the basket they left (spec §2; a site flag, off by default). */
export function BasketRecoveryBanner() {
  const paths = useShellPaths();
  const t = useTranslations('basketRecovery');
  const count = useVisitor((s) => s.cartCount);
  if (count === 0) return null;
  return (
    <aside className={styles.recovery} aria-label={t('title')}>
      <p>
        {t('text', { count })} <a href={paths.basket}>{t('link')}</a>
      </p>
    </aside>
  );
}
