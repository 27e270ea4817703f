'use client';

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import styles from './basket.module.css';

interface Props {
  open: boolean;
  title: string;
  /** Called when the dialog closes by itself: Escape, or a `<form method="dialog">` button. */
  onClose: () => void;
  children: ReactNode;
  /** Where the keyboard goes when the control that opened the dialog is gone by the time it closes. */
  fallbackFocus?: () => HTMLElement | null;
  /** The control to start on, when it is not the first one (the safe answer rather than the first button). */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * The basket's modal dialogs: a native `<dialog>` opened with showModal, so the page behind is
 * inert and Tab stays inside; on closing, the keyboard goes back where it was.
 */
export function ModalDialog({ open, title, onClose, children, fallbackFocus, initialFocus }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      initialFocus?.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, initialFocus]);

  function restoreFocus() {
    const target = opener.current?.isConnected ? opener.current : (fallbackFocus?.() ?? null);
    opener.current = null;
    target?.focus();
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={() => {
        restoreFocus();
        if (open) onClose();
      }}
    >
      {open ? (
        <>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
