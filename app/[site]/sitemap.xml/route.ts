import { log } from '@/lib/log';
import { sitemapXml } from '@/lib/seo/sitemap';
import { sitemapPages } from '@/lib/site/sitemap-pages';
import { isSiteId, SITES } from '@/sites';

// Built on the first request and kept for an hour (the proxy rewrites /sitemap.xml here per site).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** `sitemap.xml`: every city and product page of the site in every language, with hreflang alternates. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const { site: id } = await params;
  if (!isSiteId(id)) return new Response('Not found', { status: 404 });
  const site = SITES[id];
  try {
    const xml = sitemapXml(site.origin, site.languages, site.defaultLanguage, await sitemapPages(site));
    return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
  } catch (error) {
    log.error({ err: error, site: id }, 'The sitemap could not be built');
    // Not cached: the next request tries again.
    return new Response('The sitemap is not available right now.', { status: 503, headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } });
  }
}
