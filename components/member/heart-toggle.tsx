'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './wishlist-heart.module.css';

interface Props {
  saved: boolean;
  placement: 'card' | 'page';
  /** Saves or removes; resolves to whether it held. Absent while the member's list loads. */
  onToggle?: () => Promise<boolean>;
}

/** The heart itself: a toggle button (aria-pressed) that says what happened to screen readers. */
export function HeartToggle({ saved, placement, onToggle }: Props) {
  const t = useTranslations('wishlist');
  const [said, setSaid] = useState('');

  const toggle = async () => {
    if (!onToggle) return;
    const held = await onToggle();
    setSaid(held ? t(saved ? 'removed' : 'saved') : t('failed'));
  };

  return (
    <span className={`${styles.heart} ${styles[placement]}`}>
      <button type="button" className={styles.button} aria-pressed={saved} aria-busy={onToggle ? undefined : true} onClick={() => void toggle()}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.3C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.6 3.5 4.4 6.7-1.8 4.7-9.3 9.3-9.3 9.3z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">{t(saved ? 'remove' : 'save')}</span>
      </button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </span>
  );
}
