'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useShellPaths } from '@/components/providers/shell-paths';
import { CartIcon } from '@/components/ui/icons';
import buttons from '@/components/ui/buttons.module.css';
import styles from './basket.module.css';

/** The empty basket: says so kindly and points to every destination. Takes the keyboard when the visitor emptied it. */
export function EmptyBasket({ takeFocus }: { takeFocus: boolean }) {
  const paths = useShellPaths();
  const t = useTranslations('basket.empty');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <section className={styles.empty} aria-labelledby="basket-empty-title">
      <span className={styles.emptyIcon}>
        <CartIcon size={40} />
      </span>
      <h2 id="basket-empty-title" ref={heading} tabIndex={-1}>
        {t('title')}
      </h2>
      <p>{t('text')}</p>
      <a href={paths.allDestinations} className={buttons.primary}>
        {t('link')}
      </a>
    </section>
  );
}
