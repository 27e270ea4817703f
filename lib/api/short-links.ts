import type { AxiosInstance } from 'axios';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { checkFrom, apiGet, apiSend } from './request';
import type { ApiResult } from './result';

/** The answers' zod/mini checks, loaded with the first call: zod stays out of the pages' first load. */
const checks = () => import('./short-links-checks');
const ShortLinkCheck = checkFrom(checks, 'ShortLinkCheck');
const TargetCheck = checkFrom(checks, 'TargetCheck');

/** Spec §7 `POST api/encode`: the short link (`/s/{code}`) of a shop address. */
export const shortenLink = (client: AxiosInstance, url: string): Promise<ApiResult<{ code: string; url: string }>> =>
  apiSend(client, ShortLinkCheck, 'post', 'api/encode', { url });

/** The shop path a short code leads to. */
export const shortLinkTarget = (client: AxiosInstance, code: string): Promise<ApiResult<{ code: string; target: string }>> =>
  apiGet(client, TargetCheck, `api/decode/${encodeURIComponent(code)}`, { context: { language: DEFAULT_LANGUAGE } });

/**
 * The link a visitor shares: the short one when the shortener answers, else the long one,
 * so sharing never fails because of it. Absolute, on the link's own origin.
 */
export async function shareableLink(link: string): Promise<string> {
  const { browserHttp } = await import('./browser-http');
  const short = await shortenLink(browserHttp, link);
  if (short.ok) return new URL(short.data.url, link).href;
  console.warn(`The share link was not shortened: ${short.error.message}`);
  return link;
}
