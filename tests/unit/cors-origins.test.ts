import { describe, expect, it } from 'vitest';
import { shopOriginCheck, shopOrigins } from '@/provider/api/cors';
import { SITES } from '@/sites';

const SITE_LIST = Object.values(SITES);

describe('the shop’s origins for CORS', () => {
  it('are each site’s public address and https on each of its public hosts', () => {
    const origins = shopOrigins(SITE_LIST);
    for (const site of SITE_LIST) expect(origins.has(site.origin), site.id).toBe(true);
    expect(origins.has('https://opentoptours.example')).toBe(true);
    expect(origins.has('https://paris.opentoptours.example')).toBe(true);
    // Local host names serve the sites on a developer's machine, not in production.
    expect([...origins].filter((origin) => /localhost|127\.0\.0\.1/.test(origin))).toEqual([]);
  });

  it('include SHOP_URL’s origin when it is set', () => {
    expect(shopOrigins(SITE_LIST, 'https://tours.example.net/').has('https://tours.example.net')).toBe(true);
    expect(shopOrigins(SITE_LIST, 'not an address').size).toBe(shopOrigins(SITE_LIST).size);
  });

  it('admit exact origins only in production: no other scheme, port, subdomain or look-alike', () => {
    const isShopOrigin = shopOriginCheck({ NODE_ENV: 'production' });
    expect(isShopOrigin('https://paris.opentoptours.example')).toBe(true);
    for (const origin of [
      'http://paris.opentoptours.example',
      'https://paris.opentoptours.example:8443',
      'https://evil.paris.opentoptours.example',
      'https://paris.opentoptours.example.evil.example',
      'https://evil.example',
      'null',
      'http://localhost:3000',
      'http://127.0.0.1:3100',
    ]) {
      expect(isShopOrigin(origin), origin).toBe(false);
    }
  });

  it('admit the developer’s local origins on any port under next dev', () => {
    const isShopOrigin = shopOriginCheck({ NODE_ENV: 'development' });
    for (const origin of ['http://localhost:3000', 'http://paris.localhost:3000', 'http://127.0.0.1:3100', 'http://localhost']) {
      expect(isShopOrigin(origin), origin).toBe(true);
    }
    for (const origin of ['http://localhost.evil.example', 'http://evil.example:3000', 'http://localhost:3000/path']) {
      expect(isShopOrigin(origin), origin).toBe(false);
    }
  });
});
