import { describe, expect, it } from 'vitest';
import { createApiRoute } from '@/lib/api/api-route';

describe('the shop’s /api/v2', () => {
  it('tells the provider the site of the Host the browser asked, whatever the browser says', async () => {
    const seen: Request[] = [];
    const route = createApiRoute({ embedded: (request) => (seen.push(request), Response.json({})), timeoutMs: 1_000 });
    await route(new Request('http://paris.localhost:3000/api/v2/payments/methods', { headers: { host: 'paris.localhost:3000', 'x-site': 'london' } }));
    await route(new Request('http://unknown.example/api/v2/payments/methods', { headers: { host: 'unknown.example' } }));
    expect(seen.map((request) => request.headers.get('x-site'))).toEqual(['paris', 'worldwide']);
  });
});
