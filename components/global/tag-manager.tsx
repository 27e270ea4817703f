'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useVisitor } from '@/stores/visitor-store';

let tracking: Promise<[typeof import('@/lib/tracking/consent-mode'), typeof import('@/lib/tracking/page-view')]> | undefined;

/**
 * The tracking code loads after the page (every page would carry it otherwise: issue 18). One
 * promise for both, so what the effects ask of it runs in their order: a consent update before
 * the page view it concerns.
 */
const loadTracking = () => (tracking ??= Promise.all([import('@/lib/tracking/consent-mode'), import('@/lib/tracking/page-view')]));

/**
 * Google Tag Manager with consent mode v2 (spec §4). The dataLayer starts with every signal
 * denied; "Accept all" grants them and, when the server passes a container (GTM_ID), loads it
 * (its loader is imported only then). Every route change pushes the page type. Renders nothing.
 */
export function TagManager({ site, language, containerId }: { site: string; language: string; containerId?: string }) {
  const consent = useVisitor((visitor) => visitor.consent);
  const pathname = usePathname();

  useEffect(() => {
    if (consent !== 'accepted') return;
    void loadTracking().then(([{ updateConsentMode }]) => {
      updateConsentMode('granted');
      if (containerId) void import('@/lib/tracking/tag-manager').then(({ loadTagManager }) => loadTagManager(containerId));
    });
  }, [consent, containerId]);

  // Reads the currency from <html> (VisitorScript set it before hydration) and the cookies itself.
  useEffect(() => {
    void loadTracking().then(([, { trackPageView }]) => trackPageView(pathname, site, language));
  }, [pathname, site, language]);

  return null;
}
