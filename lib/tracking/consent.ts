import Cookies from 'js-cookie';
import { COOKIES } from '@/lib/cookies/names';
import { updateConsentMode } from './consent-mode';
import { forgetMarketingRecord } from './marketing-record';

/** Browser storage the shop writes only with consent: which campaign landing was already reported (spec §7 tis). */
export const CAMPAIGN_REPORTED_KEY = 'campaign-reported';

/** Cookies written only with consent (ADR 0005): the campaign record and history, the A/B versions. The coupon is the visitor's own. */
export function isConsentBoundCookie(name: string): boolean {
  return name === COOKIES.campaign.name || name === COOKIES.campaignHistory.name || name.startsWith(COOKIES.experiment.prefix);
}

/** Withdrawing consent (or choosing "Only necessary"): every cookie and stored value set under it goes. */
export function forgetConsentBound() {
  for (const name of Object.keys(Cookies.get())) {
    if (isConsentBoundCookie(name)) Cookies.remove(name, { path: '/' });
  }
  sessionStorage.removeItem(CAMPAIGN_REPORTED_KEY);
  forgetMarketingRecord();
  // Tag Manager's tags stop using storage at once, before the page reloads.
  updateConsentMode('denied');
}
