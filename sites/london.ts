import { defineSite } from './schema';
import { controlExperiments, regionalFlags, shared } from './shared';

export default defineSite('london.ts', {
  ...shared,
  id: 'london',
  origin: 'https://london.opentoptours.example',
  hosts: ['london.localhost', 'london.opentoptours.example'],
  contact: { email: 'london@opentoptours.example', phone: '+44 20 0000 0000' },
  sender: 'tickets@london.opentoptours.example',
  languages: ['en'],
  defaultLanguage: 'en',
  currencies: [2, 1, 3],
  scopeId: 1980,
  city: { id: 95, productId: 9501 },
  // The home page is the city's page (flags.singleLocationHome); its picture serves social cards.
  home: { imageLocationId: 95, countdown: null, promotions: [] },
  landing: { headlineTemplate: 'cityBreak', cityIds: [95] },
  experiments: controlExperiments,
  flags: { ...regionalFlags, singleLocationHome: true, lightHeader: true },
});
