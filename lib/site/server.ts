import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import type { CurrencyId } from '@/provider/api/contract/languages';
import { COOKIES } from '@/lib/cookies/names';
import { parseCurrency } from '@/lib/i18n/currency';
import type { Language } from '@/lib/i18n/languages';
import type { ApiContext } from '@/lib/api/context';
import { EXPERIMENTS_HEADER, SITE_HEADER } from '@/lib/routing/request-headers';
import type { ExperimentName, Version } from '@/lib/tracking/experiments';
import { defaultSiteId, isSiteId, SITES, type SiteConfig } from '@/sites';

/** The site of this request, as the proxy chose it from the Host header. */
export const getSite = cache(async (): Promise<SiteConfig> => {
  const id = (await headers()).get(SITE_HEADER);
  return SITES[isSiteId(id) ? id : defaultSiteId()];
});

/** What the server knows of the visitor from cookies (spec §3 client state). */
export interface Visitor {
  currency: CurrencyId;
  isAgent: boolean;
  /** Agents' credit balance, as stored. */
  agentCredit: string | null;
  cartCount: number;
  consent: 'accepted' | 'rejected' | null;
  experiments: Partial<Record<ExperimentName, Version>>;
}

export const getVisitor = cache(async (): Promise<Visitor> => {
  const [site, jar, requestHeaders] = await Promise.all([getSite(), cookies(), headers()]);
  const value = (name: string) => jar.get(name)?.value;
  const consent = value(COOKIES.consent.name);
  const count = Number.parseInt(value(COOKIES.cartCount.name) ?? '0', 10);
  let experiments: Visitor['experiments'] = {};
  try {
    experiments = JSON.parse(requestHeaders.get(EXPERIMENTS_HEADER) ?? '{}') as Visitor['experiments'];
  } catch {
    // The proxy always sends valid JSON; anything else means no experiments.
  }
  return {
    currency: parseCurrency(value(COOKIES.currency.name), site.currencies) ?? (site.currencies[0] as CurrencyId),
    isAgent: value(COOKIES.isAgent.name) === 'true',
    agentCredit: value(COOKIES.agentCredit.name) ?? null,
    cartCount: Number.isFinite(count) && count > 0 ? Math.min(count, 99) : 0,
    consent: consent === 'accepted' || consent === 'rejected' ? consent : null,
    experiments,
  };
});

/** The language and currency every provider call of this request carries. */
export async function apiContext(language: Language): Promise<ApiContext> {
  return { language, currency: (await getVisitor()).currency };
}
