import { createServer, request as httpRequest, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { trackRequests } from '@/lib/lifecycle/requests';

/** A server that answers each request when told to. */
function slowServer() {
  const waiting: (() => void)[] = [];
  const server = createServer((_, response) => void waiting.push(() => response.end('done')));
  server.keepAliveTimeout = 65_000;
  const listening = new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  return { server, listening, answerAll: () => waiting.splice(0).forEach((answer) => answer()) };
}

const agent = new Agent({ keepAlive: true });
const get = (port: number) =>
  new Promise<{ connection: string | undefined; body: string }>((resolve, reject) => {
    httpRequest({ port, host: '127.0.0.1', agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ connection: response.headers.connection, body }));
    })
      .on('error', reject)
      .end();
  });
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

let server: Server | undefined;
afterAll(() => {
  agent.destroy();
  server?.closeAllConnections();
});

describe('the HTTP side of a shutdown', () => {
  it('counts requests in flight, stops accepting, and ends keep-alive on the answers still to come', async () => {
    const requests = trackRequests();
    const slow = slowServer();
    server = slow.server;
    const port = await slow.listening;
    const answers = [get(port), get(port)];
    await until(() => requests.inFlight() === 2);

    requests.stopAccepting();
    const closed = new Promise((resolve) => slow.server.once('close', resolve));
    expect(slow.server.listening).toBe(false);
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    slow.answerAll();
    // Answered in full, and told to close: a balancer sends no further request on that connection.
    expect(await Promise.all(answers)).toEqual([
      { connection: 'close', body: 'done' },
      { connection: 'close', body: 'done' },
    ]);
    await until(() => requests.inFlight() === 0);
    // No keep-alive connection is left to hold the server open.
    await closed;
  });

  it('closes the connections of requests cut off', async () => {
    const requests = trackRequests();
    const slow = slowServer();
    const port = await slow.listening;
    const cutOff = get(port);
    await until(() => requests.inFlight() === 1);
    requests.stopAccepting();
    const closed = new Promise((resolve) => slow.server.once('close', resolve));
    requests.closeConnections();
    await expect(cutOff).rejects.toThrow(/socket hang up|ECONNRESET/);
    await closed;
    await until(() => requests.inFlight() === 0);
  });

  it('forgets a request whose client went away', async () => {
    const requests = trackRequests();
    const slow = slowServer();
    const port = await slow.listening;
    const gone = httpRequest({ port, host: '127.0.0.1' });
    gone.on('error', () => undefined);
    gone.end();
    await until(() => requests.inFlight() === 1);
    gone.destroy();
    await until(() => requests.inFlight() === 0);
    slow.server.close();
  });
});
