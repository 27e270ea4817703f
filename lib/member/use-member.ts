'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import type { ApiContext } from '@/lib/api/context';
import type { Language } from '@/lib/i18n/languages';
import { currentQueryClient } from '@/lib/query/current-client';
import { useVisitor } from '@/stores/visitor-store';

/** The page's language and the visitor's currency, as member calls carry them. */
export function useMemberContext(): ApiContext & { language: Language } {
  // The provider's locale is the page's `[lang]` (the layout's MessagesProvider).
  const language = useLocale() as Language;
  const currency = useVisitor((v) => v.currency);
  return useMemo(() => ({ language, currency }), [language, currency]);
}

/**
 * Query keys of member data: all under `member`, with the member's name so a member who signs in
 * after another on the same page load never sees the other's cached answers.
 */
export const memberKeys = {
  all: ['member'] as const,
  info: (member: string) => ['member', member, 'info'] as const,
  orders: (member: string) => ['member', member, 'orders'] as const,
  discounts: (member: string, locationId: number | null, language: Language) => ['member', member, 'discounts', locationId, language] as const,
  wishlist: (member: string) => ['member', member, 'wishlist'] as const,
};

/**
 * Drops every cached member answer: after signing out or deleting the account. The header signs
 * out on every page, most of which hold no query cache (and load no React Query) at all.
 */
export function forgetMemberData() {
  currentQueryClient()?.removeQueries({ queryKey: memberKeys.all });
}
