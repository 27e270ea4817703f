import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { SESSION_COOKIE } from '../../services/members/auth';
import type { MemberCall } from '../../services/members/call';
import { renewedMember, requireMember } from '../../services/members/current';
import { clientAddress } from '../../services/ip-country';
import { deleteAccount, requestErasure } from '../../services/members/deletion';
import { enabledProviders } from '../../services/members/oauth';
import { oauthCallback, startOAuth } from '../../services/members/oauth-flow';
import { editMember, memberInfo } from '../../services/members/profile';
import { changePassword, requestReset, resetPassword } from '../../services/members/recovery';
import { login, logout, register, verify } from '../../services/members/sign-in';
import { siteOfId } from '../../../sites';
import { errorResponses } from '../contract/errors';
import { IdempotencyHeaderSchema } from '../contract/forms';
import { API_HEADERS, MEMBER_HEADERS } from '../contract/headers';
import {
  AcceptedSchema,
  DeleteAccountBodySchema,
  EditBodySchema,
  ErasureAcceptedSchema,
  ErasureRequestBodySchema,
  LoginBodySchema,
  LoginProvidersSchema,
  MemberDoneSchema,
  MemberInfoSchema,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  OAuthStartBodySchema,
  OAuthStartSchema,
  PasswordChangeBodySchema,
  RegisterBodySchema,
  RestoreBodySchema,
  RestoreRequestBodySchema,
  VerifyBodySchema,
} from '../contract/members';
import type { ProviderDeps } from '../deps';
import { accountHeaders as headers, keepPrivate, passOn, persistentSession as persistent, withCall as withAccountCall, type AccountHeaders } from './member-call';
import { handlerContext, jsonBody } from './shared';

const tags = ['Member'];

const json = <S extends z.ZodType>(status: 200 | 202, schema: S, description: string) =>
  ({ [status]: { description, content: { 'application/json': { schema } } } }) as Record<typeof status, { description: string; content: { 'application/json': { schema: S } } }>;
const SIGNED_IN = `Signed in: the httpOnly \`${SESSION_COOKIE}\` cookie is set, \`${MEMBER_HEADERS.name}\` carries the first name and \`${MEMBER_HEADERS.persistence}\` whether the session is remembered.`;

const post = <B extends z.ZodType>(path: string, summary: string, body: B, description?: string) =>
  ({ method: 'post', path, tags, summary, description, request: { body: jsonBody(body), headers } }) as const;

/**
 * `member/login/google` and `member/login/facebook`: one route each, not `{provider}`, so the
 * spec's name is the documented path and `member/login/providers` stays a GET-only path.
 */
const oauthRoute = (provider: OAuthProvider) =>
  createRoute({
    method: 'post',
    path: `/member/login/${provider}`,
    tags,
    summary: `Start signing in with ${provider === 'google' ? 'Google' : 'Facebook'}: where to send the browser`,
    description: 'The provider sends the browser back to the shop’s callback, which signs in and goes on to `returnPath` (with `newMember=1` added when the sign-in created the account). 404 when this sign-in is not configured.',
    request: { body: jsonBody(OAuthStartBodySchema), headers },
    responses: { ...json(200, OAuthStartSchema, 'The provider’s authorization page.'), ...errorResponses(400, 404, 500, 502) },
  });

const routes = {
  register: createRoute({
    ...post('/member/signin/email', 'Create a member account; a welcome email carries the verification link', RegisterBodySchema,
      'Always 202, whether or not the email is registered (a registered one gets an email saying someone tried). Five registrations an hour per address.'),
    responses: { ...json(202, AcceptedSchema, 'Whatever the address, the same answer.'), ...errorResponses(400, 422, 429, 500) },
  }),
  verify: createRoute({
    ...post('/member/verify', 'Confirm the email address with the welcome email’s token; signs the member in', VerifyBodySchema),
    responses: { ...json(200, MemberInfoSchema, SIGNED_IN), ...errorResponses(400, 422, 500) },
  }),
  login: createRoute({
    ...post('/member/login/email', 'Log in with email and password', LoginBodySchema,
      'An unknown email, a wrong password and an agent’s account (agents use `agent/login`) answer the same 401. Ten failures in 15 minutes lock the account for 15 minutes (429 ACCOUNT_LOCKED, even with the right password); 30 attempts per address in 15 minutes.'),
    responses: { ...json(200, MemberInfoSchema, SIGNED_IN), ...errorResponses(400, 401, 403, 429, 500) },
  }),
  providers: createRoute({
    method: 'get',
    path: '/member/login/providers',
    tags,
    summary: 'The sign-in providers that are configured (Google, Facebook)',
    request: { headers },
    responses: { ...json(200, LoginProvidersSchema, 'Only those with a client id and secret.'), ...errorResponses(400, 500) },
  }),
  logout: createRoute({
    method: 'post',
    path: '/member/logout',
    tags,
    summary: 'Log out: the session ends on the server and its cookies are removed',
    request: { headers },
    responses: { ...json(200, MemberDoneSchema, 'Signed out (also when no session was open).'), ...errorResponses(400, 500) },
  }),
  restoreRequest: createRoute({
    ...post('/member/restore/request', 'Email a password-reset link (valid 30 minutes, once)', RestoreRequestBodySchema,
      'Always 202, whether or not the email has an account. Three requests an hour per email, ten per address.'),
    responses: { ...json(202, AcceptedSchema, 'Whatever the address, the same answer.'), ...errorResponses(400, 429, 500) },
  }),
  restore: createRoute({
    ...post('/member/restore', 'Set a new password with the reset link’s token; every session of the account ends', RestoreBodySchema),
    responses: { ...json(200, MemberDoneSchema, 'The password is changed; the member logs in with it.'), ...errorResponses(400, 422, 500) },
  }),
  info: createRoute({
    method: 'get',
    path: '/member/info',
    tags,
    summary: 'The signed-in member’s details',
    request: { headers },
    responses: { ...json(200, MemberInfoSchema, 'The member.'), ...errorResponses(400, 401, 500) },
  }),
  edit: createRoute({
    ...post('/member/edit', 'Change the member’s name, phone, language, currency or newsletter choice', EditBodySchema),
    responses: { ...json(200, MemberInfoSchema, 'The member after the change.'), ...errorResponses(400, 401, 500) },
  }),
  password: createRoute({
    ...post('/member/password', 'Change the password; the member’s other sessions end', PasswordChangeBodySchema),
    responses: { ...json(200, MemberDoneSchema, 'Changed; this session goes on with a new cookie.'), ...errorResponses(400, 401, 403, 422, 429, 500) },
  }),
  delete: createRoute({
    ...post('/member/delete', 'Delete the account and its personal data; orders stay for the accounts, unlinked', DeleteAccountBodySchema),
    responses: { ...json(200, MemberDoneSchema, 'Deleted and signed out.'), ...errorResponses(400, 401, 403, 429, 500) },
  }),
  callback: createRoute({
    method: 'get',
    path: '/member/auth/callback/{provider}',
    tags,
    summary: 'Where Google or Facebook sends the browser back: signs in, then redirects to the shop',
    description: 'better-auth’s own handler checks the state and PKCE and exchanges the code; the redirect goes to `returnPath` (with `newMember=1` added for a new account), or to the login page with `?oauth=failed`.',
    request: {
      params: z.object({ provider: z.enum(OAUTH_PROVIDERS) }),
      query: z.object({ code: z.string().max(4000).optional(), state: z.string().max(4000).optional(), error: z.string().max(200).optional() }),
      headers,
    },
    responses: { 302: { description: 'Signed in (the session cookie is set), or not: on to the shop either way.' }, ...errorResponses(400, 500) },
  }),
  erasure: createRoute({
    ...post('/privacy/erasure-request', 'Ask for one’s personal data to be erased, without an account', ErasureRequestBodySchema, 'Stored, then mailed to the site’s contact address with Reply-To the requester; a retry with the same idempotency key answers the first reference and mails nothing again.'),
    request: { body: jsonBody(ErasureRequestBodySchema), headers: headers.merge(IdempotencyHeaderSchema) },
    responses: { ...json(202, ErasureAcceptedSchema, 'Recorded; the team answers by email.'), ...errorResponses(400, 429, 500) },
  }),
};

/**
 * Members' accounts (ADR 0015): the spec's member calls over better-auth, which keeps the
 * sessions, hashes and tokens; our routes add the limits, the password rules, the emails' words
 * and the contract's answers. Only the OAuth callbacks reach better-auth's own handler.
 */
export function registerMemberRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  keepPrivate(app, ['/member/*', '/privacy/*']);

  const withCall = <T>(c: Context, h: AccountHeaders, work: (call: MemberCall) => Promise<T>) => withAccountCall(deps, c, h, work);

  app.openapi(routes.register, async (c) => c.json(await withCall(c, c.req.valid('header'), (call) => register(call, c.req.valid('json'))), 202));

  app.openapi(routes.verify, async (c) => {
    const outcome = await withCall(c, c.req.valid('header'), (call) => verify(call, c.req.valid('json').token));
    passOn(c, outcome);
    return c.json(outcome.body, 200);
  });

  app.openapi(routes.login, async (c) => {
    const outcome = await withCall(c, c.req.valid('header'), (call) => login(call, c.req.valid('json')));
    passOn(c, outcome);
    return c.json(outcome.body, 200);
  });

  app.openapi(routes.providers, (c) => c.json({ providers: enabledProviders(deps.members?.oauth) }, 200));

  for (const provider of OAUTH_PROVIDERS) {
    app.openapi(oauthRoute(provider), async (c) => {
      const outcome = await withCall(c, c.req.valid('header'), (call) => startOAuth(call, provider, c.req.valid('json').returnPath));
      passOn(c, outcome);
      return c.json(outcome.body, 200);
    });
  }

  app.openapi(routes.logout, async (c) => {
    const outcome = await withCall(c, c.req.valid('header'), (call) => logout(call));
    passOn(c, outcome);
    return c.json(outcome.body, 200);
  });

  app.openapi(routes.restoreRequest, async (c) => c.json(await withCall(c, c.req.valid('header'), (call) => requestReset(call, c.req.valid('json'))), 202));

  app.openapi(routes.restore, async (c) => c.json(await withCall(c, c.req.valid('header'), (call) => resetPassword(call, c.req.valid('json'))), 200));

  app.openapi(routes.info, async (c) => {
    const { info, cookies } = await withCall(c, c.req.valid('header'), async (call) => {
      const { member, cookies } = await renewedMember(call.auth, call.headers);
      return { info: await memberInfo(call.request.db, member.id), cookies };
    });
    passOn(c, { cookies, signedIn: { name: info.firstName, persistent: persistent(c) } });
    return c.json(info, 200);
  });

  app.openapi(routes.edit, async (c) => {
    const { info, cookies } = await withCall(c, c.req.valid('header'), async (call) => {
      const { member, cookies } = await renewedMember(call.auth, call.headers);
      await editMember(call.request.db, member.id, c.req.valid('json'), call.request.now);
      return { info: await memberInfo(call.request.db, member.id), cookies };
    });
    passOn(c, { cookies, signedIn: { name: info.firstName, persistent: persistent(c) } });
    return c.json(info, 200);
  });

  app.openapi(routes.password, async (c) => {
    const outcome = await withCall(c, c.req.valid('header'), async (call) => changePassword(call, await requireMember(deps, call.request.db, call.headers), c.req.valid('json')));
    passOn(c, outcome);
    return c.json(outcome.body, 200);
  });

  app.openapi(routes.delete, async (c) => {
    const outcome = await withCall(c, c.req.valid('header'), async (call) => deleteAccount(call, await requireMember(deps, call.request.db, call.headers), c.req.valid('json')));
    passOn(c, outcome);
    return c.json(outcome.body, 200);
  });

  app.openapi(routes.erasure, async (c) => {
    const h = c.req.valid('header');
    const { db, context, now } = await handlerContext(deps, h);
    const submission = { ip: clientAddress(c.req.header('x-forwarded-for')), idempotencyKey: h['idempotency-key'], mailing: { deps, site: siteOfId(h[API_HEADERS.site]).id, now } };
    return c.json(await requestErasure(db, context, c.req.valid('json'), submission), 202);
  });

  // Google's and Facebook's redirects back to the shop: better-auth's own handler (state, PKCE, tokens).
  app.openapi(routes.callback, async (c) => {
    const outcome = await withCall(c, c.req.valid('header'), (call) => oauthCallback(call, c.req.raw));
    passOn(c, outcome);
    const response = outcome.body;
    for (const [name, value] of response.headers) if (name !== 'set-cookie') c.header(name, value);
    return c.body(await response.arrayBuffer(), response.status as 302);
  });
}
