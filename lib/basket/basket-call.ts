import type { AxiosInstance } from 'axios';
import type { ApiContext } from '@/lib/api/context';
import type { ApiFailure, ApiResult } from '@/lib/api/result';

/** A basket call as the basket makes it: given the browser's axios instance and the page's context. */
export type BasketCall<T> = (http: AxiosInstance, context: ApiContext) => Promise<ApiResult<T>>;

/** Runs a call with the browser's axios, loaded on first use so pages do not carry it. */
export async function callBasket<T>(call: BasketCall<T>, context: ApiContext): Promise<ApiResult<T>> {
  const { browserHttp } = await import('@/lib/api/browser-http');
  return call(browserHttp, context);
}

/** A failed call carried through TanStack Query, which wants queries to throw. */
export class BasketCallError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
    this.name = 'BasketCallError';
  }
}

/** The data of a result, or a BasketCallError thrown: for query functions. */
export async function orThrow<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw new BasketCallError(settled.error);
  return settled.data;
}
