import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { RetryLater } from '../../services/booking/retry-later';
import { bearerToken } from '../../services/cart/session';
import { clientAddress } from '../../services/ip-country';
import { DONT_REMEMBER_COOKIE, memberAuth, protocolOf } from '../../services/members/auth';
import type { MemberCall, MemberOutcome } from '../../services/members/call';
import { inMemberRequest } from '../../services/members/request-scope';
import { shopOrigin } from '../../services/members/shop-origin';
import { API_HEADERS, MEMBER_HEADERS } from '../contract/headers';
import { RequestHeadersSchema } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { handlerContext } from './shared';

/**
 * What the member and the agent routes share (ADR 0015, 0016): one account system, so one way
 * to call better-auth for a request, pass its cookies on and keep the answers out of caches.
 */

export const accountHeaders = RequestHeadersSchema.extend({
  [API_HEADERS.site]: z
    .string()
    .max(40)
    .optional()
    .openapi({ param: { name: API_HEADERS.site, in: 'header' }, description: 'The shop’s site: whose name, sender and address the emails carry.' }),
});
export type AccountHeaders = z.infer<typeof accountHeaders>;

/** Someone's account: never kept by a shared cache, errors included; a refusal to retry says when. */
export function keepPrivate(app: OpenAPIHono, paths: string[]) {
  for (const path of paths) {
    app.use(path, async (c, next) => {
      c.header('cache-control', 'private, no-store');
      await next();
      if (c.error instanceof RetryLater) c.header('retry-after', String(c.error.retryAfterSeconds));
    });
  }
}

/** Runs `work` with this request's better-auth and context (the callbacks read it: emails, the guest basket). */
export async function withCall<T>(deps: ProviderDeps, c: Context, h: AccountHeaders, work: (call: MemberCall) => Promise<T>): Promise<T> {
  const { db, context, now } = await handlerContext(deps, h);
  const raw = c.req.raw;
  const protocol = protocolOf(raw.url, raw.headers);
  const authHeaders = new Headers(raw.headers);
  if (!authHeaders.has('host')) authHeaders.set('host', new URL(raw.url).host);
  const call: MemberCall = {
    auth: await memberAuth(deps, db, protocol),
    headers: authHeaders,
    request: {
      deps,
      db,
      now,
      shopUrl: shopOrigin(deps, raw.url, authHeaders, protocol),
      site: h[API_HEADERS.site],
      language: context.language,
      guestToken: bearerToken(raw.headers.get('authorization') ?? undefined),
      ip: clientAddress(raw.headers.get('x-forwarded-for')),
    },
  };
  return inMemberRequest(call.request, () => work(call));
}

/** better-auth's cookies, `Secure` over https. */
export function passOnCookies(c: Context, cookies: string[]) {
  const secure = protocolOf(c.req.url, c.req.raw.headers) === 'https';
  for (const line of cookies) c.header('set-cookie', secure && !/;\s*secure/i.test(line) ? `${line}; Secure` : line, { append: true });
}

/** The cookies, and who is signed in now, for the shop's name hint (members only: agents have their credit header). */
export function passOn(c: Context, outcome: Pick<MemberOutcome<unknown>, 'cookies' | 'signedIn'>) {
  passOnCookies(c, outcome.cookies);
  if (outcome.signedIn) {
    c.header(MEMBER_HEADERS.name, encodeURIComponent(outcome.signedIn.name));
    c.header(MEMBER_HEADERS.persistence, outcome.signedIn.persistent ? 'persistent' : 'browser');
  }
}

/** Whether the session the request carries is remembered: "remember me" off leaves better-auth's `dont_remember` cookie. */
export const persistentSession = (c: Context) => !(c.req.header('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${DONT_REMEMBER_COOKIE}=`));
