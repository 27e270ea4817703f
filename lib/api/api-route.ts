import { toBrowser, withGuestToken } from '@/lib/session/guest-session';
import { log } from '@/lib/log';
import { agentToBrowser } from '@/lib/session/agent-session';
import { memberToBrowser } from '@/lib/session/member-session';
import { API_HEADERS } from '@/provider/api/contract/headers';
import { siteForHost } from '@/sites';
import { maxBodyBytes, tooLargeBody } from '@/provider/api/body-limit';
import { errorBody } from '@/provider/api/errors';

type Fetch = (request: Request) => Response | Promise<Response>;

export interface ApiRouteOptions {
  /** The embedded provider, used when no external one is configured. */
  embedded: Fetch;
  /** PROVIDER_API_URL: an external provider's base URL, ending in `/api/v2`. */
  external?: string;
  /** PROVIDER_TIMEOUT_MS: how long a call to the external provider may take. */
  timeoutMs: number;
}

/**
 * The shop's `/api/v2`: the browser's calls with the guest token added from its cookie,
 * answered by the embedded provider or passed on to PROVIDER_API_URL, the token put back
 * into the cookie on the way out (ADR 0010).
 */
export function createApiRoute({ embedded, external, timeoutMs }: ApiRouteOptions): (incoming: Request) => Promise<Response> {
  const base = external?.trim().replace(/\/+$/, '');
  return async (incoming) => {
    const request = withSite(withGuestToken(incoming));
    const response = await (base ? forward(request, base, timeoutMs) : embedded(request));
    const url = new URL(incoming.url);
    const secure = url.protocol === 'https:';
    // The guest's cookies, then the member's `sub` hint and session (ADR 0015), then the agent's display cookies (ADR 0016).
    return agentToBrowser(response, request, secure, (answer) => memberToBrowser(answer, url.pathname, secure, (reply) => toBrowser(reply, secure, request)));
  };
}

/** The site of the Host the browser asked (ADR 0006), whatever the browser itself says: its emails carry that site's name and address. */
function withSite(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set(API_HEADERS.site, siteForHost(request.headers.get('host')).id);
  return new Request(request, { headers });
}

/** Headers that describe one hop, not the request: never forwarded. */
const HOP_BY_HOP = ['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'accept-encoding'];

async function forward(request: Request, base: string, timeoutMs: number): Promise<Response> {
  const url = new URL(request.url);
  const target = `${base}${url.pathname.replace(/^\/api\/v2/, '')}${url.search}`;
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  // The provider refuses oversized bodies too; refusing here first keeps them out of the shop's memory.
  const maxSize = maxBodyBytes(url.pathname);
  const body = await readBody(request, maxSize);
  if (body === TOO_LARGE) return Response.json(tooLargeBody(maxSize), { status: 413 });
  try {
    const reply = await fetch(target, { method: request.method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    const replyHeaders = new Headers(reply.headers);
    replyHeaders.delete('content-encoding');
    replyHeaders.delete('content-length');
    return new Response(reply.body, { status: reply.status, headers: replyHeaders });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      log.error({ method: request.method, path: url.pathname }, `Provider at ${base} did not answer within ${timeoutMs} ms`);
      return Response.json(errorBody('GATEWAY_TIMEOUT', 'The provider did not answer in time. Please try again.'), { status: 504 });
    }
    log.error({ err: error }, `Provider at ${base} unreachable`);
    return Response.json(errorBody('BAD_GATEWAY', 'The provider could not be reached. Please try again.'), { status: 502 });
  }
}

const TOO_LARGE = Symbol('too large');

/** The request's body, read no further than `maxSize` bytes (a chunked body has no length to check first). */
async function readBody(request: Request, maxSize: number): Promise<Blob | undefined | typeof TOO_LARGE> {
  if (!request.body) return undefined;
  if (Number(request.headers.get('content-length')) > maxSize) return TOO_LARGE;
  const reader = request.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxSize) {
      await reader.cancel();
      return TOO_LARGE;
    }
    chunks.push(new Uint8Array(read.value));
  }
  return new Blob(chunks);
}
