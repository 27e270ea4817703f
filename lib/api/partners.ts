import type { AxiosInstance } from 'axios';
import { PublicPartnerOfferListSchema } from '@/provider/api/contract/partners';
import type { ApiContext } from './context';
import { apiGet } from './request';

/** A partner chain's member offers, one per city it is in, best-known cities first; public, so without codes. */
export const getPartnerChainOffers = (client: AxiosInstance, partner: string, context: ApiContext) =>
  apiGet(client, PublicPartnerOfferListSchema, `partner/${encodeURIComponent(partner)}/offers`, { context });
