'use client';

import { useTranslations } from 'next-intl';
import { useUi } from '@/stores/ui-store';
import styles from './global.module.css';

/** Covers the page while it changes language (spec §4: up to 2 s). */
export function LanguageOverlay() {
  const t = useTranslations('header');
  const on = useUi((s) => s.changingLanguage);
  return on ? (
    <div className={styles.languageOverlay} role="status" aria-live="assertive">
      <p>{t('changingLanguage')}</p>
    </div>
  ) : null;
}
