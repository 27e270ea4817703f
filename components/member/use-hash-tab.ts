'use client';

import { useEffect, useState } from 'react';

export const MEMBER_TABS = ['discounts', 'purchases', 'details', 'wishlist'] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

/** Anchors inside a tab that open it: the delete-personal-data page links to `#delete-account`. */
const INSIDE: Record<string, MemberTab> = { 'delete-account': 'details', 'member-card': 'discounts' };

function fromHash(hash: string): { tab: MemberTab; anchor: string } | null {
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  const tab = (MEMBER_TABS as readonly string[]).includes(anchor) ? (anchor as MemberTab) : INSIDE[anchor];
  return tab ? { tab, anchor } : null;
}

/**
 * The member area's open tab, kept in the address's hash (`#purchases`) so each can be linked to
 * and survives a reload. Choosing a tab replaces the hash without a history entry or a jump.
 * Only used in the browser (the island renders nothing on the server).
 */
export function useHashTab(): { tab: MemberTab; anchor: string | null; select: (tab: MemberTab) => void } {
  const [state, setState] = useState<{ tab: MemberTab; anchor: string | null }>(() => fromHash(window.location.hash) ?? { tab: MEMBER_TABS[0], anchor: null });

  useEffect(() => {
    const onHashChange = () => {
      const next = fromHash(window.location.hash);
      if (next) setState(next);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  return {
    tab: state.tab,
    anchor: state.anchor,
    select: (tab) => {
      setState({ tab, anchor: null });
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${tab}`);
    },
  };
}
