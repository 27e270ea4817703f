'use client';

import { useEffect } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { useVisitor } from '@/stores/visitor-store';

/**
 * Spec §7 `POST tis`: a campaign landing is reported to the provider once the visitor has
 * consented (ADR 0005), once per landing address in the browser session (a reload is the
 * same visit). The request code loads only on such a landing.
 */
export function useCampaignReport(language: Language) {
  const consent = useVisitor((s) => s.consent);
  useEffect(() => {
    if (consent !== 'accepted' || !location.search.includes('utm_source=')) return;
    const landing = `${location.pathname}${location.search}`;
    void (async () => {
      const [{ CAMPAIGN_REPORTED_KEY }, { readCampaign }, { reportCampaignTouch }, { browserHttp }] = await Promise.all([
        import('./consent'),
        import('./campaign'),
        import('@/lib/api/campaign-touch'),
        import('@/lib/api/browser-http'),
      ]);
      if (sessionStorage.getItem(CAMPAIGN_REPORTED_KEY) === landing) return;
      const campaign = readCampaign(new URLSearchParams(location.search));
      if (!campaign) return;
      sessionStorage.setItem(CAMPAIGN_REPORTED_KEY, landing);
      const reported = await reportCampaignTouch(browserHttp, { campaign, path: location.pathname, lang: language });
      if (!reported.ok) console.warn(`The campaign of this visit was not reported: ${reported.error.message}`);
    })();
  }, [consent, language]);
}
