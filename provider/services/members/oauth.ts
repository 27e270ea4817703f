import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { GenericOAuthConfig, GenericOAuthUserInfo } from 'better-auth/plugins/generic-oauth';

/** One sign-in provider's app registration. */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** An OpenID Connect issuer to discover instead of the provider's own (tests: the local OpenID server). */
  issuer?: string;
}

/** The sign-in providers that are live: each has both its client id and secret. */
export interface OAuthSettings {
  google?: OAuthClient;
  facebook?: OAuthClient;
}

export type OAuthProviderId = keyof OAuthSettings;

/** The environment, or any record of its variables (tests). */
type Env = Record<string, string | undefined>;

const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Facebook Login is plain OAuth 2.0 over the Graph API (its OpenID flavour is only for Limited Login). */
const FACEBOOK_GRAPH = 'https://graph.facebook.com/v24.0';
const FACEBOOK_DIALOG = 'https://www.facebook.com/v24.0/dialog/oauth';

/** An issuer from the environment: an absolute http(s) address, kept without its trailing slash. */
function issuerFrom(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute address such as https://accounts.google.com (got "${value}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) address (got "${value}").`);
  return url.href.replace(/\/+$/, '');
}

/** One provider's client, or none; a half-set pair stops start-up rather than hiding the button silently. */
function clientFromEnv(env: Env, prefix: 'GOOGLE' | 'FACEBOOK', defaultIssuer?: string): OAuthClient | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim() ?? '';
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim() ?? '';
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    throw new Error(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET go together: set both to offer this sign-in, or neither to hide it.`);
  }
  const issuer = env[`${prefix}_ISSUER`]?.trim() || defaultIssuer;
  return { clientId, clientSecret, ...(issuer ? { issuer: issuerFrom(`${prefix}_ISSUER`, issuer) } : {}) };
}

/**
 * Google and Facebook sign-in from GOOGLE_* and FACEBOOK_* variables. Read at start-up so a
 * misconfiguration shows in the log at once, not as a failing button later.
 */
export function oauthSettingsFromEnv(env: Env): OAuthSettings {
  const google = clientFromEnv(env, 'GOOGLE', GOOGLE_ISSUER);
  const facebook = clientFromEnv(env, 'FACEBOOK');
  return { ...(google ? { google } : {}), ...(facebook ? { facebook } : {}) };
}

/** The providers whose buttons show, in the order they show. */
export function enabledProviders(settings: OAuthSettings | undefined): OAuthProviderId[] {
  return (['google', 'facebook'] as const).filter((id) => settings?.[id] !== undefined);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** OpenID's email_verified arrives as a boolean, or as "true" from some servers. */
function verified(value: unknown): boolean {
  return value === true || value === 'true';
}

/** Google's profile: its email counts as verified only when Google says so. */
function googleConfig(client: OAuthClient): GenericOAuthConfig<'google'> {
  const issuer = client.issuer ?? GOOGLE_ISSUER;
  return {
    providerId: 'google',
    name: 'Google',
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    // The member's identity comes from ID-token claims: never accept one that could not be checked.
    requireIdTokenVerification: true,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    // Logging out of the shop must not log the member out of their Google account.
    disableProviderLogout: true,
    mapProfileToUser: (profile: GenericOAuthUserInfo) => ({
      name: text(profile.name) ?? [text(profile.given_name), text(profile.family_name)].filter(Boolean).join(' '),
      email: text(profile.email)?.toLowerCase(),
      emailVerified: verified(profile.email_verified),
      image: text(profile.picture),
    }),
  };
}

/** The picture of a Graph API profile is `{ data: { url } }`; an OpenID server's is a plain address. */
function facebookPicture(picture: unknown): string | undefined {
  if (typeof picture === 'string') return text(picture);
  const data = (picture as { data?: { url?: unknown } } | null | undefined)?.data;
  return text(data?.url);
}

/**
 * Facebook only gives out an address its owner confirmed, so its emails count as verified.
 * With an issuer (tests), the same client talks to that OpenID server instead of the Graph API.
 */
function facebookConfig(client: OAuthClient): GenericOAuthConfig<'facebook'> {
  const mapProfileToUser = (profile: GenericOAuthUserInfo) => ({
    name: text(profile.name) ?? '',
    email: text(profile.email)?.toLowerCase(),
    emailVerified: text(profile.email) !== undefined,
    image: facebookPicture(profile.picture),
  });
  if (client.issuer) {
    return {
      providerId: 'facebook',
      name: 'Facebook',
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      discoveryUrl: `${client.issuer}/.well-known/openid-configuration`,
      requireIdTokenVerification: true,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      disableProviderLogout: true,
      mapProfileToUser,
    };
  }
  return {
    providerId: 'facebook',
    name: 'Facebook',
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    authorizationUrl: FACEBOOK_DIALOG,
    tokenUrl: `${FACEBOOK_GRAPH}/oauth/access_token`,
    userInfoUrl: `${FACEBOOK_GRAPH}/me?fields=id,name,email,picture`,
    scopes: ['email', 'public_profile'],
    // Like better-auth's own Facebook provider: the manual login flow takes no PKCE challenge.
    pkce: false,
    // The Graph API's stable user id; the profile has no OpenID `sub`.
    accountSubject: ({ profile }) => String(profile.id ?? ''),
    mapProfileToUser,
  };
}

/**
 * The better-auth plugin for the configured providers, or null when none is. Their callbacks land at
 * `{basePath}/callback/{google|facebook}` (better-auth's social callback, which generic providers share).
 */
export function oauthPlugin(settings: OAuthSettings | undefined) {
  const config: GenericOAuthConfig[] = [];
  if (settings?.google) config.push(googleConfig(settings.google));
  if (settings?.facebook) config.push(facebookConfig(settings.facebook));
  return config.length > 0 ? genericOAuth({ config }) : null;
}

/**
 * better-auth's `account.accountLinking` for these providers. No provider is "trusted": an existing
 * member is linked to a Google or Facebook sign-in only when that provider vouches for the email
 * (emailVerified above) and the member's own address was verified too — else whoever controls one
 * side could take over the other.
 */
export const oauthAccountLinking = {
  enabled: true,
  trustedProviders: [] as string[],
  requireLocalEmailVerified: true,
};
