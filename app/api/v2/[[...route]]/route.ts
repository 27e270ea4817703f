import { toBrowser, withGuestToken } from '@/lib/session/guest-session';
import { providerApp } from '@/provider/api';

// Every method under /api/v2: the embedded provider, or, with PROVIDER_API_URL, a
// pass-through to that provider so the browser always talks to its own origin.
export const dynamic = 'force-dynamic';

const external = process.env.PROVIDER_API_URL?.trim().replace(/\/+$/, '');

/** Headers that describe one hop, not the request: never forwarded. */
const HOP_BY_HOP = ['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'accept-encoding'];

async function forward(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const target = `${external}${url.pathname.replace(/^\/api\/v2/, '')}${url.search}`;
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  try {
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const reply = await fetch(target, { method: request.method, headers, body: hasBody ? await request.arrayBuffer() : undefined });
    const replyHeaders = new Headers(reply.headers);
    replyHeaders.delete('content-encoding');
    replyHeaders.delete('content-length');
    return new Response(reply.body, { status: reply.status, headers: replyHeaders });
  } catch (error) {
    console.error(`Provider at ${external} unreachable:`, error);
    return Response.json({ error: 'INTERNAL', message: 'The provider could not be reached. Please try again.' }, { status: 502 });
  }
}

async function handle(incoming: Request): Promise<Response> {
  const request = withGuestToken(incoming);
  const response = await (external ? forward(request) : providerApp.fetch(request));
  return toBrowser(response, new URL(incoming.url).protocol === 'https:', request);
}

export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
