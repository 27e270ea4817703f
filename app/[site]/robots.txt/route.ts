import { isSiteId, SITES } from '@/sites';

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** `robots.txt`: everything but the API, the basket, payment and account pages; where the sitemap is. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const { site: id } = await params;
  if (!isSiteId(id)) return new Response('Not found', { status: 404 });
  const site = SITES[id];
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /*/oops/', '', `Sitemap: ${site.origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
