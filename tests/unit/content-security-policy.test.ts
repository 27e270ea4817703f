import { describe, expect, it } from 'vitest';
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy, thirdPartiesFromEnv, type PolicyEnv } from '@/lib/security/content-security-policy';

/** The policy for an environment, as a map of directive → sources. */
function policyOf(env: PolicyEnv, https = false): Map<string, string[]> {
  const policy = contentSecurityPolicy(thirdPartiesFromEnv(env), { https, development: env.NODE_ENV === 'development' });
  return new Map(policy.split('; ').map((directive) => {
    const [name = '', ...sources] = directive.split(' ');
    return [name, sources];
  }));
}

const NONE = policyOf({});

describe('the pages’ Content-Security-Policy', () => {
  it('allows the shop’s own origin and nothing else without third parties', () => {
    expect(NONE.get('default-src')).toEqual(["'self'"]);
    // Next's streamed RSC payload and VisitorScript are inline scripts; no eval outside `next dev`.
    expect(NONE.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(NONE.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(NONE.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(NONE.get('connect-src')).toEqual(["'self'"]);
    expect(NONE.get('frame-src')).toEqual(["'self'"]);
    expect(NONE.get('form-action')).toEqual(["'self'"]);
    expect(NONE.get('object-src')).toEqual(["'none'"]);
    expect(NONE.get('base-uri')).toEqual(["'self'"]);
    expect(NONE.get('frame-ancestors')).toEqual(["'none'"]);
    expect(NONE.has('worker-src')).toBe(false);
    expect(NONE.has('upgrade-insecure-requests')).toBe(false);
  });

  it('upgrades insecure links only over HTTPS, and allows eval only under next dev', () => {
    expect(policyOf({}, true).get('upgrade-insecure-requests')).toEqual([]);
    expect(policyOf({ NODE_ENV: 'development' }).get('script-src')).toContain("'unsafe-eval'");
    expect(policyOf({ NODE_ENV: 'production' }).get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('allows Tag Manager and its GA4 tags with a container id, and not with a malformed one', () => {
    const gtm = policyOf({ GTM_ID: 'GTM-TEST000' });
    expect(gtm.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(gtm.get('img-src')).toEqual(expect.arrayContaining(['https://*.googletagmanager.com', 'https://*.google-analytics.com']));
    expect(gtm.get('connect-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']));
    expect(policyOf({ GTM_ID: 'https://evil.example/gtm.js' })).toEqual(NONE);
  });

  it('allows reCAPTCHA’s script and frame with a site key', () => {
    const captcha = policyOf({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site-key' });
    expect(captcha.get('script-src')).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']));
    expect(captcha.get('frame-src')).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']));
    expect(policyOf({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '  ' })).toEqual(NONE);
  });

  it('allows Adyen’s hosts of its environment, and 3-D Secure’s issuer frames and forms', () => {
    const test = policyOf({ NEXT_PUBLIC_ADYEN_CLIENT_KEY: 'test_KEY' });
    expect(test.get('connect-src')).toEqual(["'self'", 'https://checkoutshopper-test.adyen.com', 'https://checkoutanalytics-test.adyen.com']);
    expect(test.get('img-src')).toContain('https://checkoutshopper-test.cdn.adyen.com');
    expect(test.get('frame-src')).toContain('https:');
    expect(test.get('form-action')).toEqual(["'self'", 'https:']);
    const live = policyOf({ NEXT_PUBLIC_ADYEN_CLIENT_KEY: 'live_KEY', ADYEN_ENVIRONMENT: 'live' });
    expect(live.get('connect-src')).toEqual(["'self'", 'https://checkoutshopper-live.adyen.com', 'https://checkoutanalytics-live.adyen.com']);
    // The sandbox gateway's 3-D Secure is the shop's own dialog.
    expect(policyOf({ ADYEN_ENVIRONMENT: 'live' })).toEqual(NONE);
  });

  it('allows Google Maps’ hosts, fonts and workers with a key', () => {
    const maps = policyOf({ NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'maps-key' });
    expect(maps.get('script-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']));
    expect(maps.get('img-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.googleusercontent.com']));
    expect(maps.get('style-src')).toContain('https://fonts.googleapis.com');
    expect(maps.get('font-src')).toEqual(["'self'", 'https://fonts.gstatic.com']);
    expect(maps.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('lets the browser’s Sentry report to its DSN’s host only', () => {
    expect(policyOf({ NEXT_PUBLIC_SENTRY_DSN: 'https://key@o12.ingest.sentry.io/34' }).get('connect-src')).toEqual(["'self'", 'https://o12.ingest.sentry.io']);
    expect(policyOf({ NEXT_PUBLIC_SENTRY_DSN: 'not a dsn' })).toEqual(NONE);
  });

  it('allows the chat widget’s origin when the bubble loads it (source and global)', () => {
    const chat = policyOf({ NEXT_PUBLIC_CHAT_WIDGET_SRC: 'https://chat.example.com/widget.js', NEXT_PUBLIC_CHAT_WIDGET_GLOBAL: 'Chat' });
    for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src', 'frame-src']) expect(chat.get(directive), directive).toContain('https://chat.example.com');
    expect(policyOf({ NEXT_PUBLIC_CHAT_WIDGET_SRC: 'https://chat.example.com/widget.js' })).toEqual(NONE);
  });

  it('allows pictures from IMAGE_HOSTS, and none from a list the build would refuse', () => {
    expect(policyOf({ IMAGE_HOSTS: 'https://images.example.com, https://cdn.example.org:8443' }).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://images.example.com',
      'https://cdn.example.org:8443',
    ]);
    expect(policyOf({ IMAGE_HOSTS: 'http://images.example.com' })).toEqual(NONE);
  });

  it('names each source once when third parties share one', () => {
    const all = policyOf({ GTM_ID: 'GTM-ABC', NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'k', NEXT_PUBLIC_ADYEN_CLIENT_KEY: 'test_KEY' });
    for (const [directive, sources] of all) expect(new Set(sources).size, directive).toBe(sources.length);
  });

  it('lets nothing load from an API answer, and nothing frame it', () => {
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
