import { defineSite } from './schema';
import { controlExperiments, shared } from './shared';

export default defineSite('worldwide.ts', {
  ...shared,
  id: 'worldwide',
  origin: 'https://www.opentoptours.example',
  hosts: ['localhost', '127.0.0.1', 'opentoptours.example', 'www.opentoptours.example'],
  contact: { email: 'help@opentoptours.example', phone: '+34 910 000 000' },
  sender: 'tickets@opentoptours.example',
  languages: ['en', 'es', 'fr', 'it', 'de', 'en-us'],
  defaultLanguage: 'en',
  currencies: [1, 2, 3],
  scopeId: 10,
  city: null,
  home: {
    imageLocationId: 41,
    countdown: { template: 'winterBreaks', endsAt: '2027-01-06T23:59:59+01:00' },
    promotions: [
      { template: 'topDeck', locationId: 41 },
      { template: 'byBoat', locationId: 95 },
      { template: 'skipTheLine', locationId: 30 },
    ],
  },
  landing: { headlineTemplate: 'dreamTrip', cityIds: [41, 95, 30, 70], couponCode: 'WELCOME10' },
  experiments: { ...controlExperiments, MAP_DISPLAY: { A: 50, B: 50 }, PACKAGE_MOBILE: { A: 100 } },
  flags: {
    singleLocationHome: false,
    lightHeader: false,
    singleSite: true,
    memberArea: true,
    ratingTopBar: true,
    recoveryCart: false,
    agentRecoveryCart: false,
    mapsService: true,
  },
});
