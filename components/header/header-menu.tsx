'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useUi, type MenuId } from '@/stores/ui-store';
import styles from './header-menu.module.css';

interface Props {
  menu: MenuId;
  /** The button's accessible name. */
  label: string;
  button: ReactNode;
  children: ReactNode;
}

/**
 * A header disclosure: one open at a time (the UI store), closed by Escape (focus back
 * on its button), a click outside, the overlay, or a route change (HeaderBar).
 */
export function HeaderMenu({ menu, label, button, children }: Props) {
  const open = useUi((s) => s.openMenu === menu);
  const toggleMenu = useUi((s) => s.toggleMenu);
  const closeMenus = useUi((s) => s.closeMenus);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button, input')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenus();
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) closeMenus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, closeMenus]);

  return (
    <div className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => toggleMenu(menu)}
      >
        {button}
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
