import { defineSite } from './schema';
import { controlExperiments, regionalFlags, shared } from './shared';

export default defineSite('spain.ts', {
  ...shared,
  id: 'spain',
  hosts: ['spain.localhost', 'spain.opentoptours.example'],
  contact: { email: 'spain@opentoptours.example', phone: '+34 910 000 001' },
  languages: ['es', 'en'],
  defaultLanguage: 'en',
  currencies: [1, 2, 3],
  scopeId: 1762,
  city: null,
  experiments: controlExperiments,
  flags: regionalFlags,
});
