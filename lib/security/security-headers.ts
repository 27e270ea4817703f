import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy, thirdPartiesFromEnv, type PolicyEnv, type ThirdParties } from './content-security-policy';

/**
 * The security headers of every answer (ADR 0020). next.config.ts's `headers()` sets them on
 * every path, including API answers, files and 404s, from the environment of the build; the
 * proxy puts the pages' own on each page, from the environment the server runs with.
 */

/** Two years, subdomains included; sent only to requests that came over HTTPS (browsers ignore it otherwise). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Same as Next's own test (`x-forwarded-proto` holding https): a load balancer that ended TLS says so. */
export const FORWARDED_HTTPS = '.*https.*';

/**
 * Features no page uses are denied. geolocation: products sold only near their city read the
 * buyer's position at "Book now" (lib/booking/nearby.ts). payment: Adyen's 3-D Secure 2 frames ask
 * for it (Secure Payment Confirmation) on the card issuer's origin, so with Adyen it may be delegated.
 */
export function permissionsPolicy(parties: Pick<ThirdParties, 'adyen'>): string {
  return [
    'camera=()',
    'microphone=()',
    'geolocation=(self)',
    parties.adyen ? 'payment=*' : 'payment=()',
    'usb=()',
    'serial=()',
    'hid=()',
    'midi=()',
    'accelerometer=()',
    'gyroscope=()',
    'magnetometer=()',
    'display-capture=()',
    'browsing-topics=()',
  ].join(', ');
}

/** The headers a page carries beyond the static ones: its policy and the features it may use. */
export function pageSecurityHeaders(env: PolicyEnv, https: boolean): Record<string, string> {
  const parties = thirdPartiesFromEnv(env);
  return {
    'Content-Security-Policy': contentSecurityPolicy(parties, { https, development: env.NODE_ENV === 'development' }),
    'Permissions-Policy': permissionsPolicy(parties),
  };
}

/** The proxy's answer for a page, with the page's headers from the running server's environment (about 15 µs). */
export function withPageSecurityHeaders<T extends Response>(response: T, https: boolean): T {
  for (const [name, value] of Object.entries(pageSecurityHeaders(policyEnvFromProcess(), https))) response.headers.set(name, value);
  return response;
}

/**
 * The environment the pages' headers are built from: the running process's (GTM_ID and Adyen's
 * settings are read at run time, as the layout and the provider read them), with the variables
 * Next inlines into the browser's bundles written out, so Next inlines the same build values here.
 */
export function policyEnvFromProcess(): PolicyEnv {
  const env = process.env;
  return {
    NODE_ENV: env.NODE_ENV,
    GTM_ID: env.GTM_ID,
    NEXT_PUBLIC_ADYEN_CLIENT_KEY: env.NEXT_PUBLIC_ADYEN_CLIENT_KEY,
    ADYEN_ENVIRONMENT: env.ADYEN_ENVIRONMENT,
    IMAGE_HOSTS: env.IMAGE_HOSTS,
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY,
    NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
    NEXT_PUBLIC_CHAT_WIDGET_SRC: process.env.NEXT_PUBLIC_CHAT_WIDGET_SRC,
    NEXT_PUBLIC_CHAT_WIDGET_GLOBAL: process.env.NEXT_PUBLIC_CHAT_WIDGET_GLOBAL,
  };
}

/** A rule of next.config.ts's `headers()`. */
export interface HeaderRule {
  source: string;
  has?: { type: 'header' | 'query'; key: string; value?: string }[];
  missing?: { type: 'header' | 'query'; key: string; value?: string }[];
  headers: { key: string; value: string }[];
}

const fromRecord = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));
const overHttps = [{ type: 'header' as const, key: 'x-forwarded-proto', value: FORWARDED_HTTPS }];
/** Documents outside the API and Next's assets: the global 404, files, short links. The proxy overrides pages' with its own. */
const DOCUMENTS = '/((?!api/|_next/).*)';

/**
 * next.config.ts's rules, computed when the shop is built: a later rule overrides an earlier one's
 * header, and the proxy's headers override them all on the pages it answers.
 */
export function securityHeaderRules(env: PolicyEnv): HeaderRule[] {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        // frame-ancestors 'none' for browsers that predate it.
        { key: 'X-Frame-Options', value: 'DENY' },
      ],
    },
    { source: '/:path*', has: overHttps, headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }] },
    { source: DOCUMENTS, headers: fromRecord(pageSecurityHeaders(env, false)) },
    { source: DOCUMENTS, has: overHttps, headers: fromRecord(pageSecurityHeaders(env, true)) },
    {
      source: '/api/:path*',
      missing: [{ type: 'query', key: 'format', value: 'pdf' }],
      headers: [
        { key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY },
        { key: 'Permissions-Policy', value: permissionsPolicy({ adyen: null }) },
      ],
    },
  ];
}
