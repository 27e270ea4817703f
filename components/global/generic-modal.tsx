'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useUi } from '@/stores/ui-store';
import buttons from '@/components/ui/buttons.module.css';
import styles from './global.module.css';

/** The shop's one message dialog (spec §2 "generic modal"), opened through the UI store. */
export function GenericModal() {
  const t = useTranslations('common');
  const modal = useUi((s) => s.modal);
  const close = useUi((s) => s.closeModal);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (modal && !element.open) element.showModal();
    if (!modal && element.open) element.close();
  }, [modal]);

  return (
    <dialog ref={dialog} className={styles.modal} aria-labelledby="generic-modal-title" onClose={close}>
      {modal ? (
        <>
          <h2 id="generic-modal-title">{modal.title}</h2>
          <p>{modal.body}</p>
          <form method="dialog">
            <button type="submit" className={buttons.primary}>
              {t('close')}
            </button>
          </form>
        </>
      ) : null}
    </dialog>
  );
}
