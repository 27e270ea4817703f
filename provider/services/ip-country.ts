import { isIP } from 'node:net';

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
      console.warn(`The GeoIP database did not load; countries of IP addresses are unknown: ${String(error)}`);
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

/** The client's address as the nearest proxy saw it: the first hop of X-Forwarded-For. */
export function clientAddress(forwardedFor: string | null | undefined): string | undefined {
  const first = forwardedFor?.split(',')[0]?.trim();
  return first && isIpAddress(first) ? first : undefined;
}
