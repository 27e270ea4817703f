import axios, { isAxiosError } from 'axios';
import { basketPageAfterFailure } from './basket-failure';

/**
 * The browser's axios instance: same-origin `/api/v2`, which the app serves (the
 * embedded provider, or a pass-through to PROVIDER_API_URL), so no CORS and no secrets.
 */
export const browserHttp = axios.create({ baseURL: '/api/v2', timeout: 10_000, headers: { Accept: 'application/json' } });

// Spec §8: whichever page asked, a server failure of the basket's reads leads to the basket page.
browserHttp.interceptors.response.use(undefined, (error: unknown) => {
  const inBrowser = typeof location !== 'undefined';
  const basket = inBrowser && isAxiosError(error) ? basketPageAfterFailure(error.response?.status, error.config?.url, location.pathname) : null;
  if (basket) location.assign(basket);
  return Promise.reject(error);
});
