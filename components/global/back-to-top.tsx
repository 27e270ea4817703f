'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { BACK_TO_TOP_SCROLL_PX } from '@/lib/ui/constants';
import { ArrowUpIcon } from '@/components/ui/icons';
import { useCoversContent } from './use-covers-content';
import styles from './global.module.css';

/**
 * Appears after 60 px of scrolling; scrolls smoothly to the top (instantly for reduced motion).
 * Steps aside while it would cover a control or kept-clear content.
 */
export function BackToTop() {
  const t = useTranslations('common');
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const covers = useCoversContent(ref);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      ref={ref}
      type="button"
      className={styles.backToTop}
      data-floating=""
      data-covering={covers || undefined}
      aria-label={t('backToTop')}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
