import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { basketPageAfterFailure } from '@/lib/api/basket-failure';
import { browserHttp } from '@/lib/api/browser-http';

describe('spec §8: a 500 from the basket’s sales or cross-selling call', () => {
  it('leads to the basket page in the page’s language, from any other page', () => {
    expect(basketPageAfterFailure(500, 'transaction/sale', '/fr/paiement')).toBe('/fr/panier-achats');
    expect(basketPageAfterFailure(500, '/transaction/crossSellingProducts', '/en-us/to-payment')).toBe('/en-us/shopping-cart');
    expect(basketPageAfterFailure(500, 'transaction/sale', '/favicon-nope')).toBe('/en/shopping-cart');
  });

  it('stays on the basket page, whose own message explains, and leaves other failures to their callers', () => {
    expect(basketPageAfterFailure(500, 'transaction/sale', '/de/warenkorb')).toBeNull();
    expect(basketPageAfterFailure(503, 'transaction/sale', '/de/zahlung')).toBeNull();
    expect(basketPageAfterFailure(500, 'transaction/sale/renew', '/de/zahlung')).toBeNull();
    expect(basketPageAfterFailure(500, 'transaction/addToCart', '/de/zahlung')).toBeNull();
    expect(basketPageAfterFailure(undefined, 'transaction/sale', '/de/zahlung')).toBeNull();
  });
});

describe('the browser’s axios instance', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function failWith(status: number, url: string, pathname: string) {
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname, assign });
    const adapter = (config: InternalAxiosRequestConfig) =>
      Promise.reject(new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, { status, data: {}, headers: {}, config } as AxiosResponse));
    await expect(browserHttp.get(url, { adapter })).rejects.toBeInstanceOf(AxiosError);
    return assign;
  }

  it('goes to the basket page when the payment page’s basket call fails on the server', async () => {
    expect(await failWith(500, 'transaction/sale', '/it/pagamento')).toHaveBeenCalledWith('/it/carrello');
  });

  it('stays put on the basket page and on other calls, still handing the failure to the caller', async () => {
    expect(await failWith(500, 'transaction/sale', '/it/carrello')).not.toHaveBeenCalled();
    expect(await failWith(500, 'location/search', '/it/pagamento')).not.toHaveBeenCalled();
  });
});
