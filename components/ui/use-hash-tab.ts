'use client';

import { useEffect, useState } from 'react';

type Anchors<Id extends string> = Readonly<Record<string, Id>>;

const NO_ANCHORS: Anchors<never> = {};

function fromHash<Id extends string>(hash: string, tabs: readonly Id[], inside: Anchors<Id>): { tab: Id; anchor: string } | null {
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  const tab = (tabs as readonly string[]).includes(anchor) ? (anchor as Id) : inside[anchor];
  return tab ? { tab, anchor } : null;
}

/**
 * A tabbed area's open tab, kept in the address's hash (`#purchases`) so each can be linked to
 * and survives a reload; `inside` names anchors within a tab that open it. Choosing a tab replaces
 * the hash without a history entry or a jump. `tabs` and `inside` are the area's constants. Only
 * used in the browser (the islands render nothing on the server).
 */
export function useHashTab<Id extends string>(
  tabs: readonly Id[],
  inside: Anchors<Id> = NO_ANCHORS,
): { tab: Id; anchor: string | null; select: (tab: Id) => void } {
  const [state, setState] = useState<{ tab: Id; anchor: string | null }>(() => fromHash(window.location.hash, tabs, inside) ?? { tab: tabs[0]!, anchor: null });

  useEffect(() => {
    const onHashChange = () => {
      const next = fromHash(window.location.hash, tabs, inside);
      if (next) setState(next);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [tabs, inside]);

  return {
    tab: state.tab,
    anchor: state.anchor,
    select: (tab) => {
      setState({ tab, anchor: null });
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${tab}`);
    },
  };
}
