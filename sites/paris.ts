import { defineSite } from './schema';
import { controlExperiments, regionalFlags, shared } from './shared';

export default defineSite('paris.ts', {
  ...shared,
  id: 'paris',
  origin: 'https://paris.opentoptours.example',
  hosts: ['paris.localhost', 'paris.opentoptours.example'],
  contact: { email: 'paris@opentoptours.example', phone: '+33 1 00 00 00 00' },
  sender: 'tickets@paris.opentoptours.example',
  languages: ['fr', 'es', 'en'],
  defaultLanguage: 'fr',
  currencies: [1, 2, 3],
  scopeId: 41,
  city: { id: 41, productId: 4101 },
  // The home page is the city's page (flags.singleLocationHome); its picture serves social cards.
  home: { imageLocationId: 41, countdown: null, promotions: [] },
  landing: { headlineTemplate: 'cityBreak', cityIds: [41], couponCode: 'WELCOME10' },
  experiments: controlExperiments,
  flags: { ...regionalFlags, singleLocationHome: true, lightHeader: true },
});
