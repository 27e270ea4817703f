import { subscribe } from 'node:diagnostics_channel';
import type { Server, ServerResponse } from 'node:http';

/** The HTTP side of a shutdown. */
export interface HttpRequests {
  /** Requests being answered now. */
  inFlight(): number;
  /** Stops accepting connections; every answer from now on closes its connection (no keep-alive). */
  stopAccepting(): void;
  /** Closes the connections left: idle keep-alive ones, and those of requests cut off. */
  closeConnections(): void;
}

/**
 * Follows the process's HTTP requests through Node's own `http.server.request.start`
 * diagnostics channel, and so learns the server `next start` listens with: Next does not
 * hand it to the app.
 */
export function trackRequests(): HttpRequests {
  const open = new Set<ServerResponse>();
  let server: Server | undefined;
  let stopping = false;
  const endKeepAlive = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  subscribe('http.server.request.start', (message) => {
    const { response, server: from } = message as { response: ServerResponse; server: Server };
    server = from;
    open.add(response);
    // 'close' comes whether the answer was sent or the client went away.
    response.once('close', () => open.delete(response));
    if (stopping) endKeepAlive(response);
  });
  return {
    inFlight: () => open.size,
    stopAccepting: () => {
      stopping = true;
      server?.close();
      server?.closeIdleConnections();
      open.forEach(endKeepAlive);
    },
    closeConnections: () => server?.closeAllConnections(),
  };
}
