import { isIP } from 'node:net';
import { log } from '@/lib/log';

type Lookup = (ip: string) => { country: string } | null;

let loading: Promise<Lookup> | undefined;

/**
 * The local GeoIP database shipped by geoip-country, read once per process (about 8 MB,
 * synchronously, on first use). Should it fail to load, no address has a country: the
 * callers fall back to their rules without one.
 */
function geoip(): Promise<Lookup> {
  loading ??= import('geoip-country').then(
    (module) => module.lookup,
    (error: unknown) => {
      log.warn({ err: error }, 'The GeoIP database did not load; countries of IP addresses are unknown');
      return () => null;
    },
  );
  return loading;
}

export const isIpAddress = (value: string) => isIP(value) !== 0;

/** The ISO country of an IP address; null for a private, reserved or unknown one (spec §7 ipstack). */
export async function countryOfIp(ip: string): Promise<string | null> {
  if (!isIpAddress(ip)) return null;
  return (await geoip())(ip)?.country ?? null;
}

/**
 * The address the request says it comes from: the first entry of X-Forwarded-For, which the
 * client may have written itself. Good for guessing a visitor's own country and currency (a lie
 * only changes what the liar sees); never for limits — those take `clientAddress`.
 */
export function claimedClientAddress(forwardedFor: string | null | undefined): string | undefined {
  const first = forwardedFor?.split(',')[0]?.trim();
  return first && isIpAddress(first) ? first : undefined;
}

/** TRUSTED_PROXY_HOPS: how many proxies of ours (load balancers) stand in front of the shop; 0 without any. */
export function trustedProxyHops(value = process.env.TRUSTED_PROXY_HOPS): number {
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 5 ? hops : 0;
}

/**
 * The client's address from X-Forwarded-For, read from the right: each hop appends the address it
 * saw, and the shop's own server appends its peer (lib/server/unroutable-requests.ts), so the
 * entries a client wrote itself sit on the left and are never believed. Behind `hops` proxies of
 * ours, the address the outermost one saw is `hops` entries from the right.
 */
export function clientAddress(forwardedFor: string | null | undefined, hops = trustedProxyHops()): string | undefined {
  const entries = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const address = entries[entries.length - 1 - hops] ?? entries[0];
  return address && isIpAddress(address) ? address : undefined;
}
