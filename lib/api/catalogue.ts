import type { AxiosInstance } from 'axios';
import { FaqListSchema, LocationReviewPageSchema, ReviewPageSchema } from '@/provider/api/contract/content';
import {
  AlternatesSchema,
  LocationAboutSchema,
  LocationMapSchema,
  LocationSchema,
  ServiceInformationSchema,
} from '@/provider/api/contract/locations';
import { ProductCardListSchema, ProductMapSchema, ProductSchema } from '@/provider/api/contract/products';
import type { ApiContext } from './context';
import { apiGet } from './request';

/** The calls behind a city page (spec §7 location/…). */
export const getLocation = (client: AxiosInstance, id: number, context: ApiContext) =>
  apiGet(client, LocationSchema, `location/${id}`, { context });
export const getLocationAbout = (client: AxiosInstance, id: number, context: ApiContext) =>
  apiGet(client, LocationAboutSchema, `location/${id}/about`, { context });
export const getLocationProducts = (client: AxiosInstance, id: number, context: ApiContext) =>
  apiGet(client, ProductCardListSchema, `location/${id}/product`, { context });
export const getSeatProducts = (client: AxiosInstance, id: number, context: ApiContext) =>
  apiGet(client, ProductCardListSchema, `location/${id}/product/seat`, { context });
export const getServiceInformation = (client: AxiosInstance, id: number, context: ApiContext) =>
  apiGet(client, ServiceInformationSchema, `location/${id}/serviceInformation`, { context });
export const getLocationMap = (client: AxiosInstance, id: number, context: ApiContext) =>
  apiGet(client, LocationMapSchema, `location/${id}/map`, { context });
export const getLocationReviews = (client: AxiosInstance, id: number, page: { page: number; pageSize: number }, context: ApiContext) =>
  apiGet(client, LocationReviewPageSchema, `location/${id}/review`, { params: page, context });

/** The calls behind a product page (spec §7 product/…). */
export const getProduct = (client: AxiosInstance, id: number, context: ApiContext) =>
  apiGet(client, ProductSchema, `product/${id}`, { context });
export const getProductMap = (client: AxiosInstance, id: number, context: ApiContext) =>
  apiGet(client, ProductMapSchema, `product/${id}/map`, { context });
export const getProductFaqs = (client: AxiosInstance, id: number, context: ApiContext) =>
  apiGet(client, FaqListSchema, `faq/product/${id}`, { context });
export const getProductReviews = (client: AxiosInstance, id: number, page: { page: number; pageSize: number }, context: ApiContext) =>
  apiGet(client, ReviewPageSchema, `product/${id}/review`, { params: page, context });

/** A city or product path in every language, found by id or by the city's slug (spec §7 alternate-language links). */
export const getAlternates = (client: AxiosInstance, url: string, context: ApiContext) =>
  apiGet(client, AlternatesSchema, 'href', { params: { url }, context });
