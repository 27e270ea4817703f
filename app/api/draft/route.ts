import { draftMode } from 'next/headers';
import { sameSecret } from '@/lib/security/same-secret';

/**
 * Next's draft mode, for measuring and previewing pages without the page cache:
 * `GET /api/draft?secret=…` sets the `__prerender_bypass` cookie when the secret equals
 * `DRAFT_SECRET`, and requests carrying it are rendered anew instead of served from the
 * cache. `GET /api/draft?disable=1` deletes the cookie. Without `DRAFT_SECRET`, or with a
 * wrong secret, the route answers 404 as if it did not exist. `npm run bench` uses it.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  if (params.get('disable') === '1') {
    // Leaving draft mode needs no secret: it only deletes the caller's own cookie.
    (await draftMode()).disable();
    return noContent();
  }
  const expected = process.env.DRAFT_SECRET;
  const given = params.get('secret');
  if (!expected || given === null || !sameSecret(given, expected)) {
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  (await draftMode()).enable();
  return noContent();
}

function noContent(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
