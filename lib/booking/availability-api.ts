import type { ApiContext } from '@/lib/api/context';
import type { AddToCartBody } from '@/provider/api/contract/cart';
import type { ApiFailure } from '@/lib/api/result';
import type { Calendar, ProductDay } from './types';

/*
 * The booking panel's calls. axios, the request helpers and the response checks load on
 * the first call, so the product page's first-load JavaScript does not carry them.
 */

/** A failed read, with the API's failure kept for the query's error state. */
export class AvailabilityError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
    this.name = 'AvailabilityError';
  }
}

async function client() {
  const [{ browserHttp }, { apiGet }, checks] = await Promise.all([
    import('@/lib/api/browser-http'),
    import('@/lib/api/request'),
    import('./availability-checks'),
  ]);
  return { browserHttp, apiGet, checks };
}

/** `product/{id}/availability` for a range of days (at most the provider's 92). */
export async function fetchCalendar(productId: number, range: { from: string; to: string }, context: ApiContext): Promise<Calendar> {
  const { browserHttp, apiGet, checks } = await client();
  const result = await apiGet(browserHttp, checks.CalendarCheck, `product/${productId}/availability`, { params: range, context });
  if (!result.ok) throw new AvailabilityError(result.error);
  return result.data;
}

/** `product/{id}/option/availability?day=`: the day's options, departures, prices and package choices. */
export async function fetchProductDay(productId: number, day: string, context: ApiContext): Promise<ProductDay> {
  const { browserHttp, apiGet, checks } = await client();
  const result = await apiGet(browserHttp, checks.ProductDayCheck, `product/${productId}/option/availability`, { params: { day }, context });
  if (!result.ok) throw new AvailabilityError(result.error);
  return result.data;
}

/** `transaction/addToCart` with one idempotency key per press of "Book now". */
export async function sendToCart(body: AddToCartBody, context: ApiContext, idempotencyKey: string) {
  const [{ browserHttp }, { addToCart }] = await Promise.all([import('@/lib/api/browser-http'), import('@/lib/api/cart')]);
  return addToCart(browserHttp, body, context, idempotencyKey);
}
