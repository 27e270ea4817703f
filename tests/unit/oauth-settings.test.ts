import { describe, expect, it } from 'vitest';
import type { GenericOAuthConfig, GenericOAuthUserInfo } from 'better-auth/plugins/generic-oauth';
import { enabledProviders, oauthPlugin, oauthSettingsFromEnv, type OAuthSettings } from '@/provider/services/members/oauth';

/** Google and Facebook sign-in as read from the environment, and how each provider's profile becomes a member. */

const google = { GOOGLE_CLIENT_ID: 'google-id', GOOGLE_CLIENT_SECRET: 'google-secret' };
const facebook = { FACEBOOK_CLIENT_ID: 'facebook-id', FACEBOOK_CLIENT_SECRET: 'facebook-secret' };

/** A raw profile as a provider answers it (the plugin's type wants fields better-auth fills in itself). */
const raw = (profile: Record<string, unknown>) => profile as GenericOAuthUserInfo;

/** The plugin's config of one provider. */
function configOf(settings: OAuthSettings, id: 'google' | 'facebook'): GenericOAuthConfig {
  const config = oauthPlugin(settings)?.options.config.find((c) => c.providerId === id);
  expect(config).toBeDefined();
  return config!;
}

describe('oauthSettingsFromEnv', () => {
  it('offers nothing when no client is set', () => {
    const settings = oauthSettingsFromEnv({});
    expect(settings).toEqual({});
    expect(enabledProviders(settings)).toEqual([]);
    expect(oauthPlugin(settings)).toBeNull();
  });

  it("reads Google with Google's own issuer by default, and Facebook without one (the Graph API)", () => {
    const settings = oauthSettingsFromEnv({ ...google, ...facebook });
    expect(settings).toEqual({
      google: { clientId: 'google-id', clientSecret: 'google-secret', issuer: 'https://accounts.google.com' },
      facebook: { clientId: 'facebook-id', clientSecret: 'facebook-secret' },
    });
    expect(enabledProviders(settings)).toEqual(['google', 'facebook']);
  });

  it('takes an issuer for either provider, without its trailing slash', () => {
    const settings = oauthSettingsFromEnv({ ...google, GOOGLE_ISSUER: 'http://127.0.0.1:3102/', ...facebook, FACEBOOK_ISSUER: ' http://127.0.0.1:3102 ' });
    expect(settings.google?.issuer).toBe('http://127.0.0.1:3102');
    expect(settings.facebook?.issuer).toBe('http://127.0.0.1:3102');
  });

  it.each([
    [{ GOOGLE_CLIENT_ID: 'google-id' }, /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together/],
    [{ GOOGLE_CLIENT_SECRET: 'google-secret' }, /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together/],
    [{ FACEBOOK_CLIENT_ID: 'facebook-id', FACEBOOK_CLIENT_SECRET: '  ' }, /FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET go together/],
    [{ ...google, GOOGLE_ISSUER: 'accounts.google.com' }, /GOOGLE_ISSUER must be an absolute address/],
    [{ ...facebook, FACEBOOK_ISSUER: 'ftp://example.test' }, /FACEBOOK_ISSUER must be an http\(s\) address/],
  ])('stops start-up on a half-done setting: %o', (env, message) => {
    expect(() => oauthSettingsFromEnv(env)).toThrow(message);
  });

  it('lists only the providers that are set', () => {
    expect(enabledProviders(oauthSettingsFromEnv(facebook))).toEqual(['facebook']);
    expect(enabledProviders(undefined)).toEqual([]);
  });
});

describe('oauthPlugin', () => {
  it("discovers Google's endpoints, asks for openid email profile with PKCE, and checks its ID tokens", () => {
    const config = configOf(oauthSettingsFromEnv(google), 'google');
    expect(config).toMatchObject({
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      requireIdTokenVerification: true,
      disableProviderLogout: true,
    });
  });

  it("trusts a Google email only when Google says it is verified", async () => {
    const config = configOf(oauthSettingsFromEnv(google), 'google');
    const profile = { sub: '1', email: 'Ana@Example.test', email_verified: true, name: 'Ana Lopez', picture: 'https://lh3.example/a.jpg' };
    expect(await config.mapProfileToUser!(raw(profile))).toEqual({ name: 'Ana Lopez', email: 'ana@example.test', emailVerified: true, image: 'https://lh3.example/a.jpg' });
    expect((await config.mapProfileToUser!(raw({ ...profile, email_verified: false }))).emailVerified).toBe(false);
    expect((await config.mapProfileToUser!(raw({ ...profile, email_verified: 'true' }))).emailVerified).toBe(true);
    expect((await config.mapProfileToUser!(raw({ sub: '1', email: 'a@example.test', given_name: 'Ana', family_name: 'Lopez' }))).name).toBe('Ana Lopez');
  });

  it("calls Facebook's Graph API for id, name, email and picture, and counts its emails as verified", async () => {
    const config = configOf(oauthSettingsFromEnv(facebook), 'facebook');
    expect(config.discoveryUrl).toBeUndefined();
    expect(config.authorizationUrl).toMatch(/^https:\/\/www\.facebook\.com\/v\d+\.\d\/dialog\/oauth$/);
    expect(config.tokenUrl).toMatch(/^https:\/\/graph\.facebook\.com\/v\d+\.\d\/oauth\/access_token$/);
    expect(config.userInfoUrl).toMatch(/^https:\/\/graph\.facebook\.com\/v\d+\.\d\/me\?fields=id,name,email,picture$/);
    expect(config.scopes).toEqual(['email', 'public_profile']);
    const profile = { id: '10220', name: 'Ana Lopez', email: 'ana@example.test', picture: { data: { url: 'https://graph.example/ana.jpg' } } };
    expect(await config.mapProfileToUser!(raw(profile))).toEqual({ name: 'Ana Lopez', email: 'ana@example.test', emailVerified: true, image: 'https://graph.example/ana.jpg' });
    expect(await config.accountSubject!({ profile: raw(profile), tokens: {} } as never)).toBe('10220');
    // Without an email (the person declined to share it) nothing is vouched for.
    expect((await config.mapProfileToUser!(raw({ id: '10220', name: 'Ana Lopez' }))).emailVerified).toBe(false);
  });

  it('talks to an OpenID server for Facebook when an issuer is set (the local server of the tests)', () => {
    const config = configOf(oauthSettingsFromEnv({ ...facebook, FACEBOOK_ISSUER: 'http://127.0.0.1:3102' }), 'facebook');
    expect(config).toMatchObject({ discoveryUrl: 'http://127.0.0.1:3102/.well-known/openid-configuration', pkce: true, requireIdTokenVerification: true });
    expect(config.userInfoUrl).toBeUndefined();
  });
});
