'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { chromeFor } from '@/lib/routing/chrome';
import { useVisitor } from '@/stores/visitor-store';

/**
 * Shows or hides the header and footer for the page at hand (spec §2), and marks the
 * footer for the narrow-screen rules of payment pages and agents (footer CSS).
 */
export function ChromeGate({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  const chrome = chromeFor(usePathname());
  const isAgent = useVisitor((s) => s.isAgent);
  return (
    <>
      {chrome.header ? header : null}
      {children}
      {chrome.footer ? (
        <div data-payment-page={chrome.paymentPage || undefined} data-agent={isAgent || undefined} className="footer-slot">
          {footer}
        </div>
      ) : null}
    </>
  );
}
