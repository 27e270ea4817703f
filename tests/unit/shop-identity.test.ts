import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopIdentity } from '@/provider/services/voucher/shop-identity';

describe('who vouchers and emails come from', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the site that sold the order: its name, sender, contact address and public address', () => {
    expect(shopIdentity('paris', 'fr')).toEqual({
      brand: 'Open Top Tours Paris',
      url: 'https://paris.opentoptours.example',
      from: { name: 'Open Top Tours Paris', address: 'tickets@paris.opentoptours.example' },
      replyTo: 'paris@opentoptours.example',
    });
  });

  it('links to SHOP_URL when the operator set one', () => {
    expect(shopIdentity('london', 'en', 'https://shop.example').url).toBe('https://shop.example');
  });

  it('is the default site (SITE, else worldwide) for a missing or unknown site', () => {
    expect(shopIdentity(undefined, 'de')).toMatchObject({ brand: 'Open Top Tours', url: 'https://www.opentoptours.example', replyTo: 'help@opentoptours.example' });
    vi.stubEnv('SITE', 'spain');
    expect(shopIdentity('mars', 'es')).toMatchObject({ brand: 'Open Top Tours Spain', from: { address: 'tickets@spain.opentoptours.example' } });
  });
});
