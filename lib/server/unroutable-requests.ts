import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ApiError } from '@/provider/api/contract/errors';
import { errorBody } from '@/provider/api/errors';
import { notFoundPath } from '@/lib/routing/route-request';
import { maxBodyBytes, tooLargeBody } from '@/provider/api/body-limit';

/** Methods the Fetch API will not build a `Request` with; Next fails on them with a plain 500. */
const UNFETCHABLE = new Set(['CONNECT', 'TRACE', 'TRACK']);
/** What the shop's pages and `/api/v2` handlers take. */
export const SHOP_METHODS = 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT';

const decodes = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * Paths the proxy never sees (the matcher in proxy.ts leaves them out): Next's build files, short
 * links, share pictures, maps, feeds and files at the top level.
 */
const OUTSIDE_THE_PROXY = /^\/(?:(?:_next|s|og|maps|feeds)\/|[^/]*\.[^/]+$)/;

type Refusal = { status: 400 | 404 | 405; body: ApiError } | { status: 307; location: string };

/**
 * A request Next cannot route, answered before it gets there (Next would answer a plain 500):
 * a method no `Request` can carry, or a path whose percent-encoding does not decode. An API path
 * gets the API's 400 (`/api/v2/location/%`); a short link, which a person follows, goes to the
 * 404 page; a picture, map, feed or build file is not found. Page paths that do not decode are
 * the proxy's: it sends them to the 404 page too.
 */
export function unroutable(method = 'GET', url = '/'): Refusal | null {
  if (UNFETCHABLE.has(method.toUpperCase())) {
    return { status: 405, body: errorBody('METHOD_NOT_ALLOWED', `The shop takes ${SHOP_METHODS}.`) };
  }
  const path = url.split('?')[0] ?? '';
  if (decodes(path)) return null;
  if (path.startsWith('/api/')) return { status: 400, body: errorBody('BAD_REQUEST', 'The path is not valid percent-encoding.') };
  if (path.startsWith('/s/')) return { status: 307, location: notFoundPath('en') };
  if (OUTSIDE_THE_PROXY.test(path)) return { status: 404, body: errorBody('NOT_FOUND', 'Nothing is at this address.') };
  return null;
}

/**
 * An API request whose stated body is over the API's limit, refused before Next starts reading
 * it: Node then reads the rest of the body and discards it, and the connection serves the next
 * request. Refused inside Next (the API's own check, which stays for chunked bodies), the body
 * was left half read and the kept-alive connection answered nothing more.
 */
export function oversizedBody(url = '/', contentLength?: string): { status: 413; body: ApiError } | null {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith('/api/')) return null;
  const maxSize = maxBodyBytes(path);
  return Number(contentLength) > maxSize ? { status: 413, body: tooLargeBody(maxSize) } : null;
}

/**
 * Adds the connection's peer to X-Forwarded-For as every proxy hop does (Next only sets the
 * header when it is missing, so a client could otherwise name any address): per-address limits
 * and the visitor's country read the header from the right (provider/services/ip-country.ts).
 */
export function appendPeer(request: IncomingMessage): void {
  const peer = request.socket?.remoteAddress?.replace(/^::ffff:/, '');
  if (!peer) return;
  const given = request.headers['x-forwarded-for'];
  const earlier = Array.isArray(given) ? given.join(', ') : given;
  request.headers['x-forwarded-for'] = earlier ? `${earlier}, ${peer}` : peer;
}

const GUARDED = Symbol.for('shop.unroutable-requests');
type Emit = (this: Server, event: string | symbol, ...args: unknown[]) => boolean;

/**
 * Puts `unroutable` and `oversizedBody` in front of every HTTP server of this process (`next
 * start` creates its own, out of reach). Installed once, from instrumentation, before requests
 * are served.
 */
export function installRequestGuard(): void {
  const prototype = Server.prototype as unknown as { emit: Emit; [GUARDED]?: true };
  if (prototype[GUARDED]) return;
  const emit = prototype.emit;
  prototype.emit = function (event, ...args) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      appendPeer(request);
      const refusal = unroutable(request.method, request.url) ?? oversizedBody(request.url, request.headers['content-length']);
      if (refusal && 'location' in refusal) {
        response.writeHead(refusal.status, { location: refusal.location, 'cache-control': 'no-store' });
        response.end();
        return true;
      }
      if (refusal) {
        const allow = refusal.status === 405 ? { allow: SHOP_METHODS } : {};
        response.writeHead(refusal.status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...allow });
        response.end(JSON.stringify(refusal.body));
        return true;
      }
    }
    return emit.call(this, event, ...args);
  };
  prototype[GUARDED] = true;
}
