'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { loadPageTracking } from '@/lib/tracking/load-tracking';
import { useVisitor } from '@/stores/visitor-store';


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
    void loadPageTracking().then(([{ updateConsentMode }]) => {
      updateConsentMode('granted');
      if (containerId) void import('@/lib/tracking/tag-manager').then(({ loadTagManager }) => loadTagManager(containerId));
    });
  }, [consent, containerId]);

  // Reads the currency from <html> (VisitorScript set it before hydration) and the cookies itself.
  useEffect(() => {
    void loadPageTracking().then(([, { trackPageView }]) => trackPageView(pathname, site, language));
  }, [pathname, site, language]);

  return null;
}
