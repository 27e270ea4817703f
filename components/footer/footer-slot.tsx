'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { shellPageOfSegment } from '@/lib/i18n/shell-known-pages';
import { useVisitor } from '@/stores/visitor-store';

/** Pages whose footer is trimmed on narrow screens (spec §2). */
const PAYMENT_PAGES = new Set(['payment', 'paymentConfirmed']);
/** Pages under the main layout without a footer (spec §2 "Footer hidden on … member-area"). */
const HIDDEN_ON = new Set(['memberArea']);

/**
 * Marks the footer for the page it sits under, so the footer's CSS can hide the links and the
 * popular block on payment pages on narrow screens, and the popular block for agents on mobile
 * (spec §2), and leaves it out where the spec hides it. The footer itself stays a cached server component.
 */
export function FooterSlot({ children }: { children: ReactNode }) {
  // The browser's path (/de/zahlung) or, while rendering, the rewritten one (/worldwide/de/payment): either names the page.
  const pages = usePathname()
    .split('/')
    .map((segment) => shellPageOfSegment(segment) ?? '');
  const payment = pages.some((page) => PAYMENT_PAGES.has(page));
  const isAgent = useVisitor((v) => v.isAgent);
  if (pages.some((page) => HIDDEN_ON.has(page))) return null;
  return (
    <div className="footer-slot" data-payment-page={payment ? '' : undefined} data-agent={isAgent ? '' : undefined}>
      {children}
    </div>
  );
}
