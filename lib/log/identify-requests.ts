import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { withRequestId } from './request-scope';

type Handler = (request: Request) => Promise<Response>;

/**
 * For route handlers the proxy does not see (/api/v2): keeps the balancer's request id or makes
 * one, passes it on with the request (to the provider, embedded or external), runs the handler
 * under it (log lines, error reports) and answers it.
 */
export function identifyRequests(handler: Handler): Handler {
  return async (incoming) => {
    const requestId = requestIdOf(incoming.headers.get(REQUEST_ID_HEADER));
    const headers = new Headers(incoming.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    const response = await withRequestId(requestId, () => handler(new Request(incoming, { headers })));
    // A copy: a response passed through from fetch has immutable headers.
    const answer = new Response(response.body, response);
    answer.headers.set(REQUEST_ID_HEADER, requestId);
    return answer;
  };
}
