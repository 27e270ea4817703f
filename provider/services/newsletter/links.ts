import { siteOfId } from '../../../sites';
import { pagePath } from '../../../lib/i18n/pages';
import type { ApiLanguage } from '../../api/contract/languages';
import type { ProviderDeps } from '../../api/deps';
import { protocolOf } from '../members/auth';

const LOCAL_HOSTS = ['localhost', '127.0.0.1', 'test'];

/**
 * The shop's origin for a site's newsletter links: the host the visitor used when it is one of the
 * site's (or a local one), else SHOP_URL or the site's public address. A forged Host header therefore
 * never puts another address into a mail.
 */
export function siteOrigin(deps: ProviderDeps, site: string | undefined, url: string, headers: Headers): string {
  const host = (headers.get('host') ?? new URL(url).host).trim().toLowerCase();
  const name = host.replace(/:\d+$/, '');
  const config = siteOfId(site);
  const known = [...config.hosts, ...LOCAL_HOSTS].includes(name) && /^[a-z0-9.-]+(:\d{1,5})?$/.test(host);
  return known ? `${protocolOf(url, headers)}://${host}` : (deps.payment?.shopUrl ?? config.origin);
}

/** `/{lang}/newsletter?confirm=…` or `?unsubscribe=…` on the origin, in the subscriber's language. */
export function newsletterLink(origin: string, language: ApiLanguage, kind: 'confirm' | 'unsubscribe', token: string): string {
  return `${origin}${pagePath(language === 'us' ? 'en-us' : language, 'newsletter')}?${kind}=${encodeURIComponent(token)}`;
}
