'use client';

import { Suspense, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useUi, type MenuId } from '@/stores/ui-store';
import styles from './header-menu.module.css';

interface Props {
  menu: MenuId;
  /** The button's accessible name. */
  label: string;
  button: ReactNode;
  /** The panel, rendered only while open: menus whose panel loads on first use pass a lazy one. */
  children: ReactNode;
  /** Starts loading a lazy panel's code when the pointer or focus reaches the button, so it is there by the click. */
  preload?: () => unknown;
  /**
   * Not for agents (the currency and member menus): hidden by CSS from the first paint when
   * VisitorScript has marked `html[data-agent]`, before the header's code knows the visitor.
   */
  visitorOnly?: boolean;
}

/**
 * A header disclosure: one open at a time (the UI store), closed by Escape (focus back
 * on its button), a click outside, the overlay, or a route change (HeaderBar). Its panel's
 * first control takes the focus once the panel is there.
 */
export function HeaderMenu({ menu, label, button, children, preload, visitorOnly = false }: Props) {
  const open = useUi((s) => s.openMenu === menu);
  const toggleMenu = useUi((s) => s.toggleMenu);
  const closeMenus = useUi((s) => s.closeMenus);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
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
    <div className={styles.menu} data-visitor-only={visitorOnly ? '' : undefined}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => toggleMenu(menu)}
      >
        {button}
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <Suspense fallback={<span className={styles.busy} aria-hidden="true" />}>
            {children}
            <FocusFirst panel={panelRef} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

/** Rendered after the panel's content, in its Suspense boundary: it mounts once that content is there. */
function FocusFirst({ panel }: { panel: RefObject<HTMLDivElement | null> }) {
  useEffect(() => panel.current?.querySelector<HTMLElement>('a[href], button, input')?.focus(), [panel]);
  return null;
}
