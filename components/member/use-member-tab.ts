'use client';

import { useHashTab } from '@/components/ui/use-hash-tab';

export const MEMBER_TABS = ['discounts', 'purchases', 'details', 'wishlist'] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

/** Anchors inside a tab that open it: the delete-personal-data page links to `#delete-account`. */
const INSIDE: Record<string, MemberTab> = { 'delete-account': 'details', 'member-card': 'discounts' };

/** The member area's open tab, from the address's hash (`#purchases`, `#delete-account`). */
export const useMemberTab = () => useHashTab(MEMBER_TABS, INSIDE);
