'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { ModalDialog } from './modal-dialog';
import buttons from '@/components/ui/buttons.module.css';
import styles from './basket.module.css';

interface Props {
  open: boolean;
  recovering: boolean;
  /** Holding the places again failed, in words. */
  error: string | null;
  onRecover: () => void;
}

/** Closing starts afresh from what the provider says (spec §4: closing reloads the page). */
const reload = () => window.location.reload();

/** Spec §4 session expiry: the places are no longer held; recover the basket, or close and reload. */
export function SessionExpiredDialog({ open, recovering, error, onRecover }: Props) {
  const t = useTranslations('basket.expiredDialog');
  const recover = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog open={open} title={t('title')} onClose={reload} initialFocus={recover}>
      <p>{t('text')}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className={buttons.secondary} onClick={reload}>
          {t('close')}
        </button>
        <button ref={recover} type="button" className={buttons.primary} aria-disabled={recovering} onClick={() => (recovering ? undefined : onRecover())}>
          {recovering ? t('recovering') : t('recover')}
        </button>
      </div>
    </ModalDialog>
  );
}
