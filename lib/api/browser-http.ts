import axios, { isAxiosError } from 'axios';
import { endsMemberSession } from '@/lib/session/member-session';
import { MEMBER_SESSION_LOST_EVENT } from '@/lib/session/member-session-lost-event';
import { basketPageAfterFailure } from './basket-failure';

/**
 * The browser's axios instance: same-origin `/api/v2`, which the app serves (the
 * embedded provider, or a pass-through to PROVIDER_API_URL), so no CORS and no secrets.
 */
export const browserHttp = axios.create({ baseURL: '/api/v2', timeout: 10_000, headers: { Accept: 'application/json' } });

browserHttp.interceptors.response.use(undefined, (error: unknown) => {
  if (typeof location === 'undefined' || !isAxiosError(error)) return Promise.reject(error);
  const status = error.response?.status;
  const url = error.config?.url;
  // Spec §8: whichever page asked, a server failure of the basket's reads leads to the basket page.
  const basket = basketPageAfterFailure(status, url, location.pathname);
  if (basket) location.assign(basket);
  // Spec §8: a member call refused for want of a session signs the member out, whichever page asked.
  const reason = (error.response?.data as { reason?: unknown } | null | undefined)?.reason;
  if (endsMemberSession(status, url, reason)) window.dispatchEvent(new Event(MEMBER_SESSION_LOST_EVENT));
  return Promise.reject(error);
});
