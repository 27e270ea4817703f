'use client';

import { createContext, useContext, type ReactNode } from 'react';

const MemberSiteContext = createContext(false);

/**
 * Whether this site has members (`site.flags.memberArea`: the worldwide site only). Hearts and
 * member-price teasers sit in cached cards that do not know their site; the layout says it once.
 */
export function MemberSiteProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return <MemberSiteContext.Provider value={enabled}>{children}</MemberSiteContext.Provider>;
}

export function useMemberSite(): boolean {
  return useContext(MemberSiteContext);
}
