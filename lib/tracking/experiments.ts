import type { SiteConfig } from '@/sites';
import { COOKIES, type CookieToSet } from '@/lib/cookies/names';

export type Experiments = SiteConfig['experiments'];
export type ExperimentName = keyof Experiments;
export type Version = 'A' | 'B' | 'C';

const VERSIONS: Version[] = ['A', 'B', 'C'];

/** The version most visitors see: the heaviest, A on ties. It is what a visitor without consent gets. */
function control(weights: Partial<Record<Version, number>>): Version {
  return VERSIONS.reduce<Version>((best, v) => ((weights[v] ?? 0) > (weights[best] ?? 0) ? v : best), 'A');
}

function draw(weights: Partial<Record<Version, number>>, random: () => number): Version {
  let target = random() * 100;
  for (const version of VERSIONS) {
    target -= weights[version] ?? 0;
    if (target < 0) return version;
  }
  return control(weights);
}

/**
 * Spec §4 A/B: each of the site's experiments gets a version drawn by its weights
 * and stored 60 days; a stored version whose weight is now 0 is replaced by the one
 * weighted 100 (or drawn again). Without consent nothing is stored and every
 * visitor sees the control version.
 */
export function assignExperiments(
  experiments: Experiments,
  stored: (name: string) => string | undefined,
  consent: boolean,
  random: () => number = Math.random,
): { versions: Partial<Record<ExperimentName, Version>>; cookies: CookieToSet[] } {
  const versions: Partial<Record<ExperimentName, Version>> = {};
  const cookies: CookieToSet[] = [];
  for (const [name, weights] of Object.entries(experiments) as [ExperimentName, Partial<Record<Version, number>> | undefined][]) {
    if (!weights) continue;
    if (!consent) {
      versions[name] = control(weights);
      continue;
    }
    const cookie = `${COOKIES.experiment.prefix}${name}`;
    const current = stored(cookie) as Version | undefined;
    const valid = current !== undefined && VERSIONS.includes(current) && (weights[current] ?? 0) > 0;
    if (valid) {
      versions[name] = current;
      continue;
    }
    const certain = VERSIONS.find((v) => weights[v] === 100);
    const version = current !== undefined && VERSIONS.includes(current) && certain ? certain : draw(weights, random);
    versions[name] = version;
    cookies.push({ name: cookie, value: version, maxAge: COOKIES.experiment.maxAge });
  }
  return { versions, cookies };
}
