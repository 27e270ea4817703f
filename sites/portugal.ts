import { defineSite } from './schema';
import { controlExperiments, regionalFlags, shared } from './shared';

export default defineSite('portugal.ts', {
  ...shared,
  id: 'portugal',
  hosts: ['portugal.localhost', 'portugal.opentoptours.example'],
  contact: { email: 'portugal@opentoptours.example', phone: '+351 210 000 000' },
  languages: ['es', 'en'],
  defaultLanguage: 'en',
  currencies: [1, 2, 3],
  scopeId: 2848,
  city: null,
  experiments: controlExperiments,
  flags: regionalFlags,
});
