import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { OIDC_CLIENTS, OIDC_UNVERIFIED_USER, OIDC_USER, type OidcPerson } from './oidc-accounts';

export { OIDC_CLIENTS, OIDC_UNVERIFIED_USER, OIDC_USER, type OidcPerson };

/**
 * A real OpenID Connect server standing in for Google and Facebook, so sign-in is tested through
 * the shop's own code end to end. Its login and consent pages are oidc-provider's development
 * interactions: any login name is accepted (the password is ignored), then "Continue" consents.
 */

const PEOPLE = [OIDC_USER, OIDC_UNVERIFIED_USER];
const UNVERIFIED = 'unverified:';

/**
 * A login that is an email address signs in as Olivia with that address, verified; prefixed
 * `unverified:`, with that address unverified. Tests make the people they need.
 */
function personFor(id: string): OidcPerson {
  const known = PEOPLE.find((person) => person.login === id);
  if (known) return known;
  if (!id.includes('@')) return OIDC_USER;
  const unverified = id.startsWith(UNVERIFIED);
  return { ...OIDC_USER, login: id, email: (unverified ? id.slice(UNVERIFIED.length) : id).toLowerCase(), emailVerified: !unverified };
}

/** Where better-auth's callbacks land on a shop origin (the social callback, and the older plugin path). */
export function callbackUrls(origin: string): string[] {
  return (['google', 'facebook'] as const).flatMap((id) => [
    `${origin}/api/v2/member/auth/callback/${id}`,
    `${origin}/api/v2/member/auth/oauth2/callback/${id}`,
  ]);
}

export interface OidcServer {
  /** The issuer: GOOGLE_ISSUER / FACEBOOK_ISSUER. */
  issuer: string;
  close: () => Promise<void>;
}

export interface OidcServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** The shop origins allowed as redirect targets, e.g. http://127.0.0.1:3100. */
  shopOrigins: readonly string[];
}

/** A fresh signing key each start: nothing outside the run ever trusts it. */
function signingKey(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'local-oidc', use: 'sig', alg: 'RS256' };
}

/** Starts the server; its issuer is known only once it listens, since the port may be chosen then. */
export async function startOidcServer({ port = 0, host = '127.0.0.1', shopOrigins }: OidcServerOptions): Promise<OidcServer> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const redirectUris = shopOrigins.flatMap(callbackUrls);

  const provider = new Provider(issuer, {
    clients: Object.values(OIDC_CLIENTS).map(({ clientId, clientSecret }) => ({
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    findAccount: (_ctx, id) => {
      const person = personFor(id);
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: person.email,
          email_verified: person.emailVerified,
          name: `${person.givenName} ${person.familyName}`,
          given_name: person.givenName,
          family_name: person.familyName,
        }),
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google: the ID token itself carries the email and name.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(16).toString('hex')] },
    jwks: { keys: [signingKey()] },
    // The shop must prove it started the flow it finishes.
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 3600, Session: 86_400, Grant: 86_400, AuthorizationCode: 600, AccessToken: 3600, IdToken: 3600 },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Cookies by name, kept across the server's redirects and forms (paths are ignored: one test origin). */
function keepCookies(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now());
    if (expired) jar.delete(name);
    else jar.set(name, pair.slice(at + 1).trim());
  }
}

function htmlAttribute(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/**
 * Goes through the server's sign-in as a browser would — follows its redirects, fills its login
 * form as `login` and consents — and returns the address it finally sends the browser back to
 * (the shop's callback). Pass the same `jar` again to come back with the server's session.
 */
export async function signInAtOidcServer(
  authorizationUrl: string,
  { login = OIDC_USER.login, jar = new Map<string, string>() }: { login?: string; jar?: Map<string, string> } = {},
): Promise<URL> {
  const origin = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { ...(cookie ? { cookie } : {}), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form,
    });
    keepCookies(jar, response);
    form = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next;
      url = next.href;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !prompt) throw new Error(`The OpenID server answered ${response.status} at ${url}: ${html.slice(0, 300)}`);
    url = new URL(htmlAttribute(action), url).href;
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt });
  }
  throw new Error(`The OpenID server did not send the browser back within 12 steps (last at ${url}).`);
}
