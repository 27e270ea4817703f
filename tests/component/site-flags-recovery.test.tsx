import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../support/render-shop';
import { SiteRecoveryBanner } from '@/components/global/site-recovery-banner';
import en from '@/messages/en.json';
import { SITES, type SiteConfig } from '@/sites';

/** flags.recoveryCart: the banner reminding a returning visitor of their basket. */
function worldwideWith(recoveryCart: boolean): SiteConfig {
  const site = structuredClone(SITES.worldwide);
  site.flags.recoveryCart = recoveryCart;
  return site;
}

describe('the basket-recovery banner (flags.recoveryCart)', () => {
  it('reminds a visitor with a basket of it when the flag is on', () => {
    renderShop(<SiteRecoveryBanner site={worldwideWith(true)} />, { cartCount: 2 });
    const banner = screen.getByRole('complementary', { name: en.basketRecovery.title });
    expect(banner).toHaveTextContent(/2/);
    expect(screen.getByRole('link', { name: en.basketRecovery.link })).toHaveAttribute('href', '/en/shopping-cart');
  });

  it('shows nothing when the flag is off, basket or not', () => {
    renderShop(<SiteRecoveryBanner site={worldwideWith(false)} />, { cartCount: 2 });
    expect(screen.queryByRole('complementary', { name: en.basketRecovery.title })).toBeNull();
  });
});
