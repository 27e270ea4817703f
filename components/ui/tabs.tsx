'use client';

import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
}

interface Props<Id extends string> {
  tabs: readonly Tab<Id>[];
  active: Id;
  label: string;
  /** Names the tab buttons' ids (`{idPrefix}-{tab}`), unique on the page. */
  idPrefix: string;
  onSelect: (id: Id) => void;
  /** The active panel's content; the others stay empty (and hidden) until chosen. */
  children: ReactNode;
}

/**
 * Tabs as WAI-ARIA's pattern has them: one tab stop, arrow keys (Home, End) move between tabs and
 * show their panel at once. Each panel's id is its tab's name, so `#purchases` links to it.
 */
export function Tabs<Id extends string>({ tabs, active, label, idPrefix, onSelect, children }: Props<Id>) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) buttons.current.set(tab.id, node);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={tab.id}
            tabIndex={tab.id === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={tab.id} aria-labelledby={`${idPrefix}-${tab.id}`} hidden={tab.id !== active} tabIndex={0} className={styles.panel}>
          {tab.id === active ? children : null}
        </div>
      ))}
    </div>
  );
}
