'use client';

import { useSyncExternalStore } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { HEALTH_NOTICE_DISMISSED as DISMISSED } from './health-notice-dismissal';
import styles from './global.module.css';

const CHANGED = 'health-notice-change';

/** Which notice the visitor dismissed this visit. */
const dismissedStore = {
  subscribe(onChange: () => void) {
    window.addEventListener(CHANGED, onChange);
    return () => window.removeEventListener(CHANGED, onChange);
  },
  get: () => window.sessionStorage.getItem(DISMISSED),
  dismiss(id: number) {
    window.sessionStorage.setItem(DISMISSED, String(id));
    window.dispatchEvent(new Event(CHANGED));
  },
};

export function HealthNoticeBanner(props: { id: number; title: string; more: string; dismiss: string; href: string }) {
  const dismissed = useSyncExternalStore(dismissedStore.subscribe, dismissedStore.get, () => null);
  if (dismissed === String(props.id)) return null;
  return (
    <aside className={styles.healthNotice} aria-label={props.title}>
      <p>
        {props.title} <a href={props.href}>{props.more}</a>
      </p>
      <button type="button" aria-label={props.dismiss} onClick={() => dismissedStore.dismiss(props.id)}>
        <CloseIcon size={16} />
      </button>
    </aside>
  );
}
