'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { hydratingMark } from '@/lib/ui/early-presses';
import styles from './wishlist-heart.module.css';

interface Props {
  saved: boolean;
  placement: 'card' | 'page';
  /** Saves or removes; resolves to whether it held. Absent while the member's list loads. */
  onToggle?: () => Promise<boolean>;
  /** Its code has not come yet: a press is kept for when it has (hydratingMark). */
  hydrating?: boolean;
}

/**
 * The heart itself: a toggle button (aria-pressed) that says what happened to screen readers.
 * The heart is drawn by its CSS, so that its HTML stays small enough for the server to send it
 * in place while it waits to hydrate (ADR 0025).
 */
export function HeartToggle({ saved, placement, onToggle, hydrating = false }: Props) {
  const t = useTranslations('wishlist');
  const [said, setSaid] = useState('');

  const toggle = async () => {
    if (!onToggle) return;
    const held = await onToggle();
    setSaid(held ? t(saved ? 'removed' : 'saved') : t('failed'));
  };

  return (
    <span className={`${styles.heart} ${styles[placement]}`}>
      <button type="button" className={styles.button} aria-pressed={saved} aria-busy={onToggle ? undefined : true} {...hydratingMark(!hydrating)} onClick={() => void toggle()}>
        <span className="visually-hidden">{t(saved ? 'remove' : 'save')}</span>
      </button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </span>
  );
}
