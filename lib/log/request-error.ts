import type { Instrumentation } from 'next';
import { reportToSentry } from './error-report';
import { log } from './index';
import { REQUEST_ID_HEADER, saneRequestId } from './request-id';

/**
 * Next's `onRequestError` (a page or route that threw): one log line with the request id the
 * proxy gave the request, its path without the query (tokens travel there) and route, and the
 * Sentry report tagged with the same id.
 */
export const reportRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const header = request.headers[REQUEST_ID_HEADER];
  const requestId = saneRequestId(Array.isArray(header) ? header[0] : header);
  log.error({ err: error, requestId, method: request.method, path: request.path.split('?')[0], route: context.routePath }, 'Request failed');
  await reportToSentry((Sentry) => Sentry.captureRequestError(error, request, context), requestId);
};
