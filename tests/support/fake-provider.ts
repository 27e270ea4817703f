import axios from 'axios';
import { vi } from 'vitest';
import { createInProcessAdapter } from '@/lib/api/in-process-adapter';

type Handler = (request: Request) => Response | Promise<Response>;

/** What the browser's axios instance is answered with in component tests; each test sets its handler. */
export const fakeProvider: { handler: Handler; requests: Request[] } = {
  handler: () => Response.json({ error: 'NOT_FOUND', message: 'unset' }, { status: 404 }),
  requests: [],
};

vi.mock('@/lib/api/browser-http', () => ({
  browserHttp: axios.create({
    baseURL: 'http://shop.test/api/v2',
    adapter: createInProcessAdapter(async () => async (request) => {
      fakeProvider.requests.push(request.clone());
      return fakeProvider.handler(request);
    }),
  }),
}));
