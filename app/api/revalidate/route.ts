import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { isSiteId } from '@/sites';
import { sameSecret } from '@/lib/security/same-secret';

/**
 * Renews cached pages at once instead of within their five minutes, on every instance (with
 * REDIS_URL the page cache is shared: ADR 0021): `POST /api/revalidate` with `Authorization:
 * Bearer {REVALIDATE_SECRET}` and `{ "site": "paris", "path": "/fr/home" }` (one page: its public
 * address; `site` defaults to worldwide) or `{ "all": true }` (every page of every site). Without `REVALIDATE_SECRET`, or with a wrong one, the route answers 404 as if it did not exist.
 */
export const dynamic = 'force-dynamic';

const Body = z.union([
  z.object({ site: z.string().optional(), path: z.string().max(300).regex(/^\/[a-z]{2}(-[a-z]{2})?(\/[^?#\s]*)?$/, 'a public path such as /en/home') }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request): Promise<Response> {
  const expected = process.env.REVALIDATE_SECRET;
  const given = request.headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1];
  if (!expected || !given || !sameSecret(given, expected)) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });

  const parsed = Body.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return json({ error: 'Send {"site": "worldwide", "path": "/en/home"} or {"all": true}.' }, 400);
  if ('all' in parsed.data) {
    revalidatePath('/', 'layout');
    return json({ revalidated: 'all' }, 200);
  }
  const site = parsed.data.site ?? 'worldwide';
  if (!isSiteId(site)) return json({ error: `Unknown site "${site}".` }, 400);
  // Pages are rendered under /{site}/{lang}/… (proxy.ts): that is the path Next caches them by.
  const path = `/${site}${parsed.data.path.replace(/\/$/, '')}`;
  revalidatePath(path);
  return json({ revalidated: path }, 200);
}
