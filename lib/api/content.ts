import type { AxiosInstance } from 'axios';
import { CountryListSchema, FaqListSchema, NotificationListSchema, TermsSchema, WebsiteStatisticsSchema } from '@/provider/api/contract/content';
import type { ApiContext } from './context';
import { apiGet } from './request';

/** Health and travel notices (spec §7 covid19/notifications). */
export const getNotifications = (client: AxiosInstance, context: ApiContext) =>
  apiGet(client, NotificationListSchema, 'covid19/notifications', { context });

/** A site's questions and answers (spec §7 faq/scope/{id}). */
export const getScopeFaqs = (client: AxiosInstance, scopeId: number, context: ApiContext) =>
  apiGet(client, FaqListSchema, `faq/scope/${scopeId}`, { context });

/** The terms of use (spec §7 terms). */
export const getTerms = (client: AxiosInstance, context: ApiContext) => apiGet(client, TermsSchema, 'terms', { context });

/** The shop's figures and best reviews (spec §7 reviews/websiteStatisticsAndReviews). */
export const getWebsiteStatistics = (client: AxiosInstance, context: ApiContext) =>
  apiGet(client, WebsiteStatisticsSchema, 'reviews/websiteStatisticsAndReviews', { context });

/** Countries with their ids, alphabetical in the page's language (spec §7 GET country). */
export const getCountries = (client: AxiosInstance, context: ApiContext) => apiGet(client, CountryListSchema, 'country', { context });
