import { defineSite } from './schema';
import { controlExperiments, regionalFlags, shared } from './shared';

export default defineSite('london.ts', {
  ...shared,
  id: 'london',
  hosts: ['london.localhost', 'london.opentoptours.example'],
  contact: { email: 'london@opentoptours.example', phone: '+44 20 0000 0000' },
  languages: ['en'],
  defaultLanguage: 'en',
  currencies: [2, 1, 3],
  scopeId: 1980,
  city: { id: 95, productId: 9501 },
  experiments: controlExperiments,
  flags: { ...regionalFlags, singleLocationHome: true, lightHeader: true },
});
