'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { ModalDialog } from './modal-dialog';
import buttons from '@/components/ui/buttons.module.css';
import styles from './basket.module.css';

interface Props {
  open: boolean;
  /** Items already in the basket, and items the link brings. */
  count: number;
  newCount: number;
  onKeep: () => void;
  onDelete: () => void;
}

/** Spec §4 "basket opened by URL while it has items": delete what is there, or keep it; the new items are added either way. Escape keeps. */
export function ReservationDialog({ open, count, newCount, onKeep, onDelete }: Props) {
  const t = useTranslations('basket.link');
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog open={open} title={t('title')} onClose={onKeep} initialFocus={keep}>
      <p>{t('text', { count, newCount })}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={buttons.secondary} onClick={onDelete}>
          {t('delete')}
        </button>
        <button ref={keep} type="button" className={buttons.primary} onClick={onKeep}>
          {t('keep')}
        </button>
      </div>
    </ModalDialog>
  );
}
