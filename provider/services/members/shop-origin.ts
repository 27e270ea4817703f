import type { ProviderDeps } from '../../api/deps';
import { fallbackOrigin, type Protocol } from './auth';

const LOCAL_HOSTS = ['localhost', '127.0.0.1', 'test'];

/**
 * The shop's origin for the links of a request's emails: the host the visitor used when it is
 * one of the shop's (or a local one), else SHOP_URL or the worldwide site's address. A forged
 * Host header therefore never puts another site into a reset link.
 */
export function shopOrigin(deps: ProviderDeps, url: string, headers: Headers, protocol: Protocol): string {
  const host = (headers.get('host') ?? new URL(url).host).trim().toLowerCase();
  const name = host.replace(/:\d+$/, '');
  const known = [...(deps.shopHosts ?? []), ...LOCAL_HOSTS].includes(name) && /^[a-z0-9.-]+(:\d{1,5})?$/.test(host);
  return known ? `${protocol}://${host}` : fallbackOrigin(deps);
}
