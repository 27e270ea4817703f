import type { AbstractIntlMessages } from 'next-intl';
import type { Messages } from './messages';

/**
 * The catalogue entries client islands read on any page: only these travel to every browser. A
 * namespace, or one entry of it (`footer.newsletter`) where the rest is read on the server only.
 * A page's own (booking, basket, payment, the home's promotions, the contact form, …) come with
 * that page (components/providers/extra-messages.tsx).
 */
export const CLIENT_MESSAGES = [
  'header',
  'search',
  'footer.newsletter',
  'common',
  'consent',
  'chat',
  'basketRecovery',
  'errorPage',
  // What the newsletter box says when its captcha fails (components/contact/captcha-messages.ts).
  'contact.captcha',
  'contact.captchaRetry',
  'contact.captchaRefused',
  'catalogue',
  'reviews',
  'session',
  'ticketFacts',
  'dates',
  'cancellationPolicy',
  'wishlist',
  'memberPrice',
  'siteFlags',
  'gallery',
] as const;

export function pickMessages<K extends keyof Messages>(messages: Record<string, unknown>, namespaces: readonly K[]): Pick<Messages, K> {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) as Pick<Messages, K>;
}

/** The entries of `paths` (`namespace` or `namespace.key`) of a catalogue, nested as in it. */
export function pickMessagePaths(messages: Record<string, unknown>, paths: readonly string[]): AbstractIntlMessages {
  const picked: Record<string, Record<string, unknown>> = {};
  for (const path of paths) {
    const [namespace = '', key] = path.split('.', 2);
    const value = messages[namespace];
    if (value === undefined) continue;
    if (key === undefined) picked[namespace] = value as Record<string, unknown>;
    else if (typeof value === 'object' && value !== null && key in value) picked[namespace] = { ...picked[namespace], [key]: (value as Record<string, unknown>)[key] };
  }
  return picked as AbstractIntlMessages;
}

/** What the layout sends every page. */
export const clientMessages = (messages: Record<string, unknown>) => pickMessagePaths(messages, CLIENT_MESSAGES);
