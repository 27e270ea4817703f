import { getWebsiteStatistics } from '@/lib/api/content';
import { http } from '@/lib/api/http';
import { getTopLocations } from '@/lib/api/locations';
import type { PageContext } from '@/lib/site/page-context';
import { ALL_DESTINATIONS_LIMIT } from '@/lib/ui/constants';
import { HomeClaims } from './home-claims';

/**
 * The selling points that fit the site: the number of cities is counted in the site's own
 * scope of the catalogue, and left out on single-city sites. A claim whose figure cannot be
 * read is left out; the others stand on their own.
 */
export async function SiteHomeClaims({ context }: { context: PageContext }) {
  const { site, api } = context;
  const [statistics, cities] = await Promise.all([
    getWebsiteStatistics(http, api),
    site.city ? null : getTopLocations(http, { limit: ALL_DESTINATIONS_LIMIT, scope: site.scopeId }, api),
  ]);
  return <HomeClaims customersPerYear={statistics.ok ? statistics.data.customersPerYear : null} cities={cities?.ok ? cities.data.length : null} />;
}
