import london from './london';
import paris from './paris';
import portugal from './portugal';
import { SITE_IDS, type SiteConfig, type SiteId } from './schema';
import spain from './spain';
import worldwide from './worldwide';

export type { SiteConfig, SiteId } from './schema';

export const SITES: Record<SiteId, SiteConfig> = { worldwide, paris, spain, london, portugal };

/** Host name (port dropped, lower-cased) → site, from every site file's `hosts`. */
const BY_HOST = new Map<string, SiteId>(
  Object.values(SITES).flatMap((site) => site.hosts.map((host) => [host, site.id] as const)),
);

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && (SITE_IDS as readonly string[]).includes(value);
}

/** The default site of this deployment: SITE, else worldwide. */
export function defaultSiteId(env: Record<string, string | undefined> = process.env): SiteId {
  return isSiteId(env.SITE) ? env.SITE : 'worldwide';
}

/** The site an id names (the provider's `x-site` header); anything else is the default site. */
export function siteOfId(id: string | null | undefined, env: Record<string, string | undefined> = process.env): SiteConfig {
  return SITES[isSiteId(id) ? id : defaultSiteId(env)];
}

/** The site a request is for, from its Host header; unknown hosts get the default site. */
export function siteForHost(host: string | null | undefined, env: Record<string, string | undefined> = process.env): SiteConfig {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return SITES[BY_HOST.get(name) ?? defaultSiteId(env)];
}
