/** The part of geoip-country (a CommonJS package without types) the provider uses. */
declare module 'geoip-country' {
  export function lookup(ip: string): { country: string } | null;
}
