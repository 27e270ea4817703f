import { defineSite } from './schema';
import { controlExperiments, regionalFlags, shared } from './shared';

export default defineSite('spain.ts', {
  ...shared,
  id: 'spain',
  origin: 'https://spain.opentoptours.example',
  hosts: ['spain.localhost', 'spain.opentoptours.example'],
  contact: { email: 'spain@opentoptours.example', phone: '+34 910 000 001' },
  sender: 'tickets@spain.opentoptours.example',
  languages: ['es', 'en'],
  defaultLanguage: 'en',
  currencies: [1, 2, 3],
  scopeId: 1762,
  city: null,
  home: {
    imageLocationId: 2,
    countdown: { template: 'winterBreaks', endsAt: '2027-01-06T23:59:59+01:00' },
    promotions: [
      { template: 'topDeck', locationId: 3 },
      { template: 'byBoat', locationId: 2 },
    ],
  },
  landing: { headlineTemplate: 'dreamTrip', cityIds: [3, 2, 4, 6], couponCode: 'WELCOME10' },
  experiments: controlExperiments,
  flags: regionalFlags,
});
