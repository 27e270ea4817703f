import 'server-only';
import { z } from 'zod';
import { LocationHrefSchema } from '@/provider/api/contract/locations';
import { getLocationProducts } from '@/lib/api/catalogue';
import { http } from '@/lib/api/http';
import { getDestinations } from '@/lib/api/locations';
import { apiGet } from '@/lib/api/request';
import { type PageKey, pagePath } from '@/lib/i18n/pages';
import { homePath } from '@/lib/i18n/paths';
import { locationPaths, productPaths, type PathsByLanguage } from '@/lib/seo/alternates';
import type { SitemapPage } from '@/lib/seo/sitemap';
import { ALL_DESTINATIONS_LIMIT } from '@/lib/ui/constants';
import type { SiteConfig } from '@/sites';

/** Static pages worth a search engine's time (not the basket, payment or account pages). */
const STATIC_PAGES: PageKey[] = ['allDestinations', 'about', 'faq', 'contact', 'terms', 'privacy', 'careers', 'eventspromos', 'termsEventspromos', 'hardRockCafe', 'healthCheck', 'covidFaq'];

/** How many cities are read from the provider at once. */
const BATCH = 8;

/** Every page of a site for its sitemap: home, static pages, and each city and product of its scope. */
export async function sitemapPages(site: SiteConfig): Promise<SitemapPage[]> {
  const context = { language: site.defaultLanguage };
  const everyLanguage = (path: (language: SiteConfig['languages'][number]) => string): PathsByLanguage =>
    Object.fromEntries(site.languages.map((language) => [language, path(language)]));
  const pages: SitemapPage[] = [
    { paths: everyLanguage(homePath), changeFrequency: 'daily', priority: 1 },
    // The campaign landing page only while the site runs it (otherwise it is not found).
    ...[...STATIC_PAGES, ...(site.pages.landing.enabled && site.landing ? (['imagineYourself'] as const) : [])].map((page) => ({ paths: everyLanguage((language) => pagePath(language, page)), changeFrequency: 'monthly' as const, priority: 0.3 })),
  ];
  const cities = await getDestinations(http, { limit: ALL_DESTINATIONS_LIMIT, scope: site.scopeId }, context);
  if (!cities.ok) throw new Error(`Sitemap: destinations failed: ${cities.error.message}`);
  for (let i = 0; i < cities.data.length; i += BATCH) {
    const batch = await Promise.all(
      cities.data.slice(i, i + BATCH).map(async (city) => {
        const [hrefs, products] = await Promise.all([
          apiGet(http, z.array(LocationHrefSchema), `location/href/${city.id}`, { context }),
          getLocationProducts(http, city.id, context),
        ]);
        if (!hrefs.ok || !products.ok) throw new Error(`Sitemap: city ${city.id} failed`);
        return [
          { paths: locationPaths(city.id, hrefs.data), changeFrequency: 'daily' as const, priority: 0.8 },
          ...products.data.map((product) => ({
            paths: productPaths(product.locationId, product.id, product.hreflangs),
            changeFrequency: 'daily' as const,
            priority: 0.7,
          })),
        ];
      }),
    );
    pages.push(...batch.flat());
  }
  return pages;
}
