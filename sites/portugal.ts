import { defineSite } from './schema';
import { controlExperiments, regionalFlags, shared } from './shared';

export default defineSite('portugal.ts', {
  ...shared,
  id: 'portugal',
  origin: 'https://portugal.opentoptours.example',
  hosts: ['portugal.localhost', 'portugal.opentoptours.example'],
  contact: { email: 'portugal@opentoptours.example', phone: '+351 210 000 000' },
  sender: 'tickets@portugal.opentoptours.example',
  languages: ['es', 'en'],
  defaultLanguage: 'en',
  currencies: [1, 2, 3],
  scopeId: 2848,
  city: null,
  home: {
    imageLocationId: 60,
    countdown: { template: 'winterBreaks', endsAt: '2027-01-06T23:59:59+00:00' },
    promotions: [{ template: 'topDeck', locationId: 60 }],
  },
  landing: { headlineTemplate: 'dreamTrip', cityIds: [60, 61], couponCode: 'WELCOME10' },
  experiments: controlExperiments,
  flags: regionalFlags,
});
