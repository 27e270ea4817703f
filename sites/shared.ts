import type { z } from 'zod';
import type { SiteSchema } from './schema';

type SiteInput = z.input<typeof SiteSchema>;

/** What every site has in common; a site file overrides what differs. */
export const shared = {
  logo: '/logo.svg',
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/opentoptours' },
    { network: 'instagram', url: 'https://www.instagram.com/opentoptours' },
    { network: 'youtube', url: 'https://www.youtube.com/@opentoptours' },
    { network: 'tripadvisor', url: 'https://www.tripadvisor.com/opentoptours' },
  ],
  footerLinks: { blog: 'https://blog.opentoptours.example', cares: 'https://cares.opentoptours.example' },
  pages: {
    home: { countdownPromotion: true, textImagePromotions: true },
    city: { tagPromotion: true, newProducts: true },
    product: { calendarPromotion: true, redirectToMap: false, mapBox: true },
    basket: { crossSelling: true, sharedCart: false },
    payment: { enabled: true },
    landing: { enabled: true },
  },
} satisfies Partial<SiteInput>;

/** The experiments of spec §4 with version A only: what every site but worldwide runs. */
export const controlExperiments = {
  TRUSTPILOT: { A: 100 },
  STRATEGY_CALENDAR: { A: 100 },
  MAP_DISPLAY: { A: 100 },
} satisfies SiteInput['experiments'];

/** The flags of the single-city and single-country sites: no member area, rating bar or basket recovery. */
export const regionalFlags = {
  singleLocationHome: false,
  lightHeader: false,
  singleSite: true,
  memberArea: false,
  ratingTopBar: false,
  recoveryCart: false,
  agentRecoveryCart: false,
  mapsService: true,
} satisfies SiteInput['flags'];
