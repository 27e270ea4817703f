import { describe, expect, it } from 'vitest';
import { identifyRequests } from '@/lib/log/identify-requests';
import { currentRequestId } from '@/lib/log/request-scope';

/** A handler that tells what it got: the id header, and the id its code runs under. */
const echo = identifyRequests(async (request) =>
  Response.json({ header: request.headers.get('x-request-id'), scope: currentRequestId(), body: await request.text() }, { status: 201, headers: { 'set-cookie': 'a=1' } }),
);

describe('request ids on /api/v2', () => {
  it('passes the balancer’s id on, runs the handler under it and answers it', async () => {
    const response = await echo(new Request('http://shop/api/v2/x', { method: 'POST', body: 'hi', headers: { 'x-request-id': 'lb-7' } }));
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('lb-7');
    expect(response.headers.get('set-cookie')).toBe('a=1');
    expect(await response.json()).toEqual({ header: 'lb-7', scope: 'lb-7', body: 'hi' });
  });

  it('gives a request without a sane id a new one, the same in the request, the scope and the answer', async () => {
    const response = await echo(new Request('http://shop/api/v2/x', { headers: { 'x-request-id': 'not a token' } }));
    const seen = (await response.json()) as { header: string; scope: string };
    expect(seen.header).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.scope).toBe(seen.header);
    expect(response.headers.get('x-request-id')).toBe(seen.header);
  });

  it('answers the id on a response whose headers cannot be changed', async () => {
    const passedThrough = identifyRequests(async () => Response.redirect('http://shop/elsewhere', 307));
    const response = await passedThrough(new Request('http://shop/api/v2/x', { headers: { 'x-request-id': 'lb-8' } }));
    expect(response.status).toBe(307);
    expect(response.headers.get('x-request-id')).toBe('lb-8');
  });
});
