import { thingsToDoFeed } from '@/lib/feeds/things-to-do';
import { http } from '@/lib/api/http';
import { isLanguage } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';
import { log } from '@/lib/log';
import { isSiteId, SITES } from '@/sites';

// Built on the first request and kept for a day: Google fetches the feed about once a day.
export const revalidate = 86_400;
export function generateStaticParams() {
  return [];
}

const NOT_FOUND = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** `/feeds/things-to-do/{site}/{lang}.json`: Google's "Things to do" product feed of a site in one of its languages. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string; file: string }> }) {
  const { site: id, file } = await params;
  const language = file.endsWith('.json') ? file.slice(0, -'.json'.length) : null;
  if (!isSiteId(id) || !language || !isLanguage(language) || !SITES[id].languages.includes(language)) return NOT_FOUND();
  const site = SITES[id];
  try {
    const messages = await loadMessages(language);
    const feed = await thingsToDoFeed(http, { site, language, operatorName: messages.sites[site.id].name, now: new Date() });
    return Response.json(feed, { headers: { 'Cache-Control': 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400' } });
  } catch (error) {
    log.error({ err: error, site: id, language }, 'The things-to-do feed could not be built');
    // Not cached: the next request tries again.
    return new Response('The feed is not available right now.', { status: 503, headers: { 'Retry-After': '300', 'Cache-Control': 'no-store' } });
  }
}
