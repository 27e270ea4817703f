import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';

export type FetchHandler = (request: Request) => Response | Promise<Response>;

/** Origin of in-process requests; never resolved on a network. */
export const IN_PROCESS_ORIGIN = 'http://provider.in-process';

/**
 * An axios adapter that hands each request to a fetch handler in this process:
 * the same Request/Response and JSON round trip as HTTP, without a network hop.
 */
export function createInProcessAdapter(loadHandler: () => Promise<FetchHandler>): AxiosAdapter {
  return async (config) => {
    const handler = await loadHandler();
    const method = (config.method ?? 'get').toUpperCase();
    const headers = new Headers();
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const request = new Request(new URL(axios.getUri(config), IN_PROCESS_ORIGIN), {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : (config.data as BodyInit | undefined),
      signal: config.signal as AbortSignal | undefined,
    });

    const reply = await handler(request);
    const response: AxiosResponse = {
      // Text, as from a socket: axios's own transformResponse parses the JSON.
      data: await reply.text(),
      status: reply.status,
      statusText: reply.statusText,
      headers: new AxiosHeaders(Object.fromEntries(reply.headers)),
      config,
      request,
    };
    if (!config.validateStatus || config.validateStatus(reply.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      request,
      response,
    );
  };
}
