import { imageHostPatterns } from '../media/image-hosts';
import { isContainerId } from '../tracking/container-id';

/**
 * The pages' Content-Security-Policy, one static policy per deployment (ADR 0020): pages are
 * cached and served to everyone, so no per-request nonce. It allows the shop's own origin and
 * exactly the third parties this deployment turns on, each with the hosts its vendor documents.
 */

/** The settings the policy is built from; relative imports only, as next.config.ts loads this file. */
export interface PolicyEnv {
  NODE_ENV?: string;
  GTM_ID?: string;
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY?: string;
  NEXT_PUBLIC_ADYEN_CLIENT_KEY?: string;
  ADYEN_ENVIRONMENT?: string;
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?: string;
  NEXT_PUBLIC_SENTRY_DSN?: string;
  NEXT_PUBLIC_CHAT_WIDGET_SRC?: string;
  NEXT_PUBLIC_CHAT_WIDGET_GLOBAL?: string;
  IMAGE_HOSTS?: string;
}

/** The third parties the shop loads in this deployment. */
export interface ThirdParties {
  /** GTM_ID: Google Tag Manager's container, and the GA4 tags the shop's dataLayer is shaped for. */
  tagManager: boolean;
  /** NEXT_PUBLIC_RECAPTCHA_SITE_KEY: reCAPTCHA v3 on every page. */
  recaptcha: boolean;
  /** NEXT_PUBLIC_ADYEN_CLIENT_KEY: Adyen's Drop-in on the payment page, in ADYEN_ENVIRONMENT. */
  adyen: 'test' | 'live' | null;
  /** NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: Google Maps over the drawn route maps. */
  googleMaps: boolean;
  /** Where the browser's Sentry sends its reports (the host of NEXT_PUBLIC_SENTRY_DSN). */
  sentryOrigin: string | null;
  /** The chat widget's origin (NEXT_PUBLIC_CHAT_WIDGET_SRC, with its global). */
  chatWidgetOrigin: string | null;
  /** IMAGE_HOSTS, as origins. */
  imageHosts: string[];
}

/** How the page was asked for. */
export interface PolicyContext {
  /** Over HTTPS: mixed-content links are upgraded. */
  https: boolean;
  /** Under `next dev`. */
  development?: boolean;
}

const originOf = (address: string | undefined): string | null => {
  if (!address?.trim()) return null;
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** IMAGE_HOSTS as origins. The build refuses a bad list (next.config.ts); one changed since then counts as none. */
function imageOrigins(value: string | undefined): string[] {
  try {
    return imageHostPatterns(value).map(({ hostname, port }) => `https://${hostname}${port ? `:${port}` : ''}`);
  } catch {
    return [];
  }
}

export function thirdPartiesFromEnv(env: PolicyEnv): ThirdParties {
  return {
    tagManager: isContainerId(env.GTM_ID?.trim()),
    recaptcha: Boolean(env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY?.trim()),
    adyen: env.NEXT_PUBLIC_ADYEN_CLIENT_KEY?.trim() ? (env.ADYEN_ENVIRONMENT === 'live' ? 'live' : 'test') : null,
    googleMaps: Boolean(env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim()),
    sentryOrigin: originOf(env.NEXT_PUBLIC_SENTRY_DSN),
    // The bubble loads the widget only when its global is named too (components/global/chat-bubble.tsx).
    chatWidgetOrigin: env.NEXT_PUBLIC_CHAT_WIDGET_GLOBAL?.trim() ? originOf(env.NEXT_PUBLIC_CHAT_WIDGET_SRC) : null,
    imageHosts: imageOrigins(env.IMAGE_HOSTS),
  };
}

/** The directives the policy sets, in the order it writes them. */
const DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'worker-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
] as const;
type Directive = (typeof DIRECTIVES)[number];

type Sources = Partial<Record<Directive, string[]>>;

/**
 * What each third party loads, from its vendor's CSP guide:
 * Tag Manager and GA4 (developers.google.com/tag-platform/security/guides/csp), reCAPTCHA v3
 * (developers.google.com/recaptcha/docs/faq), the Maps JavaScript API
 * (developers.google.com/maps/documentation/javascript/content-security-policy), and the hosts
 * @adyen/adyen-web calls in each environment.
 */
const TAG_MANAGER: Sources = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.google.com'],
};

const RECAPTCHA: Sources = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

const GOOGLE_MAPS: Sources = {
  // Google's published policy for the Maps JavaScript API asks for eval and blob: scripts.
  'script-src': ['https://*.googleapis.com', 'https://*.gstatic.com', "'unsafe-eval'", 'blob:'],
  'style-src': ['https://fonts.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'frame-src': ['https://*.google.com'],
  'worker-src': ["'self'", 'blob:'],
};

/**
 * Adyen's Drop-in: card fields and device fingerprinting in frames of checkoutshopper, logos from
 * its CDN, its API and analytics. 3-D Secure 2 posts a form into a frame of the card issuer's own
 * server (the ACS), and a redirect step posts the whole page there: any https host.
 */
const adyen = (environment: 'test' | 'live'): Sources => ({
  'img-src': [`https://checkoutshopper-${environment}.cdn.adyen.com`, `https://checkoutshopper-${environment}.adyen.com`],
  'connect-src': [`https://checkoutshopper-${environment}.adyen.com`, `https://checkoutanalytics-${environment}.adyen.com`],
  // checkoutshopper's frames, and the issuers' servers, which no list can name.
  'frame-src': ['https:'],
  'form-action': ['https:'],
});

/** A widget served from one origin: its script, styles, pictures, calls and frames. */
const chatWidget = (origin: string): Sources => ({
  'script-src': [origin],
  'style-src': [origin],
  'img-src': [origin],
  'connect-src': [origin],
  'frame-src': [origin],
});

/** The shop's own policy, before any third party. */
function base(development: boolean): Sources {
  return {
    'default-src': ["'self'"],
    // 'unsafe-inline': Next streams each page's RSC payload as inline scripts, and VisitorScript runs
    // inline before the first paint. Hashes cannot replace it: the payload differs per page and is
    // cached, and a hash in the list makes browsers ignore 'unsafe-inline' (ADR 0020).
    // 'unsafe-eval' only under `next dev`, where React rebuilds server stacks with eval.
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    // React's style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}


/** The policy for a page of this deployment. */
export function contentSecurityPolicy(parties: ThirdParties, context: PolicyContext): string {
  const parts: Sources[] = [base(context.development ?? false)];
  if (parties.tagManager) parts.push(TAG_MANAGER);
  if (parties.recaptcha) parts.push(RECAPTCHA);
  if (parties.googleMaps) parts.push(GOOGLE_MAPS);
  if (parties.adyen) parts.push(adyen(parties.adyen));
  if (parties.sentryOrigin) parts.push({ 'connect-src': [parties.sentryOrigin] });
  if (parties.chatWidgetOrigin) parts.push(chatWidget(parties.chatWidgetOrigin));
  if (parties.imageHosts.length > 0) parts.push({ 'img-src': parties.imageHosts });

  const directives = DIRECTIVES.flatMap((directive) => {
    const sources = [...new Set(parts.flatMap((part) => part[directive] ?? []))];
    return sources.length > 0 ? [`${directive} ${sources.join(' ')}`] : [];
  });
  if (context.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * API answers are data, never documents to run: nothing may load from them, nothing may frame
 * them. Not for the voucher PDF, which Chrome's viewer could not draw under it (crbug.com/271452).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
