'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import styles from './payment.module.css';

/**
 * The processing screen (spec §4): covers the page while the payment runs so nothing can be
 * pressed twice, and says so to screen readers. A modal <dialog> keeps the keyboard inside.
 */
export function ProcessingOverlay({ waiting }: { waiting: boolean }) {
  const t = useTranslations('payment.processing');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog ref={dialog} className={styles.processing} aria-labelledby="payment-processing-title" onCancel={(event) => event.preventDefault()}>
      <div className={styles.spinner} aria-hidden="true" />
      <h2 id="payment-processing-title" tabIndex={-1} autoFocus>
        {t('title')}
      </h2>
      <p role="status">{waiting ? t('waiting') : t('doNotClose')}</p>
    </dialog>
  );
}
