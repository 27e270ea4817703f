import { Socket } from 'node:net';
import { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { claimedClientAddress, clientAddress, trustedProxyHops } from '@/provider/services/ip-country';
import { appendPeer } from '@/lib/server/unroutable-requests';

describe('the client address behind X-Forwarded-For', () => {
  it('believes the entry our own hop added, not what the client wrote', () => {
    // A client claiming 1.2.3.4, seen by the shop's server as 203.0.113.9.
    expect(clientAddress('1.2.3.4, 203.0.113.9', 0)).toBe('203.0.113.9');
    // Behind one load balancer of ours: it appended the client, the server appended the balancer.
    expect(clientAddress('1.2.3.4, 198.51.100.7, 10.0.0.2', 1)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', 0)).toBe('198.51.100.7');
  });
  it('the claimed address (for a country guess only) is the first entry', () => {
    expect(claimedClientAddress('81.2.69.160, 10.0.0.1')).toBe('81.2.69.160');
  });
  it('answers nothing for a header that holds no address', () => {
    expect(clientAddress(undefined, 0)).toBeUndefined();
    expect(clientAddress('not-an-address', 0)).toBeUndefined();
  });
  it('reads TRUSTED_PROXY_HOPS as a small whole number, else 0', () => {
    expect(trustedProxyHops('1')).toBe(1);
    expect(trustedProxyHops('-1')).toBe(0);
    expect(trustedProxyHops('lots')).toBe(0);
    expect(trustedProxyHops(undefined)).toBe(0);
  });
  it('the shop’s server appends its peer to the header as a proxy hop does', () => {
    const socket = new Socket();
    Object.defineProperty(socket, 'remoteAddress', { value: '::ffff:203.0.113.9' });
    const request = new IncomingMessage(socket);
    request.headers['x-forwarded-for'] = '1.2.3.4';
    appendPeer(request);
    expect(request.headers['x-forwarded-for']).toBe('1.2.3.4, 203.0.113.9');
    const bare = new IncomingMessage(socket);
    appendPeer(bare);
    expect(clientAddress(bare.headers['x-forwarded-for'] as string, 0)).toBe('203.0.113.9');
  });
});
