'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import styles from './booking.module.css';

/**
 * Spec §4: changing the option once its time or package options are set asks first.
 * An alert dialog in the panel's flow: the focus moves to it (on Cancel, the harmless
 * answer) and Escape cancels.
 */
export function OptionChangeConfirm({ onContinue, onCancel }: { onContinue: () => void; onCancel: () => void }) {
  const t = useTranslations('booking');
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className={styles.confirm}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <p id={`${id}-title`} className={styles.confirmTitle}>
        {t('confirmChange.title')}
      </p>
      <p id={`${id}-body`}>{t('confirmChange.body')}</p>
      <div className={styles.confirmActions}>
        <button type="button" className={styles.primary} onClick={onContinue}>
          {t('confirmChange.continue')}
        </button>
        <button ref={cancel} type="button" className={styles.secondary} onClick={onCancel}>
          {t('confirmChange.cancel')}
        </button>
      </div>
    </div>
  );
}
