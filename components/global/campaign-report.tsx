'use client';

import type { Language } from '@/lib/i18n/languages';
import { useCampaignReport } from '@/lib/tracking/use-campaign-report';

/**
 * Spec §7 `tis`: reports a campaign landing once the visitor has consented (useCampaignReport).
 * Among the page's extras, which come when the page idles: nothing a visitor sees waits for it.
 */
export function CampaignReport({ language }: { language: Language }) {
  useCampaignReport(language);
  return null;
}
