import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ApiError } from '@/provider/api/contract/errors';
import { errorBody } from '@/provider/api/errors';

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
 * A request Next cannot route, answered before it gets there (Next would answer a plain 500):
 * a method no `Request` can carry, or an API path whose percent-encoding does not decode
 * (`/api/v2/location/%`). Page paths that do not decode are the proxy's: it sends them to the 404 page.
 */
export function unroutable(method = 'GET', url = '/'): { status: 400 | 405; body: ApiError } | null {
  if (UNFETCHABLE.has(method.toUpperCase())) {
    return { status: 405, body: errorBody('METHOD_NOT_ALLOWED', `The shop takes ${SHOP_METHODS}.`) };
  }
  const path = url.split('?')[0] ?? '';
  if (path.startsWith('/api/') && !decodes(path)) {
    return { status: 400, body: errorBody('BAD_REQUEST', 'The path is not valid percent-encoding.') };
  }
  return null;
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
 * Puts `unroutable` in front of every HTTP server of this process (`next start` creates its
 * own, out of reach). Installed once, from instrumentation, before requests are served.
 */
export function installRequestGuard(): void {
  const prototype = Server.prototype as unknown as { emit: Emit; [GUARDED]?: true };
  if (prototype[GUARDED]) return;
  const emit = prototype.emit;
  prototype.emit = function (event, ...args) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      appendPeer(request);
      const refusal = unroutable(request.method, request.url);
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
