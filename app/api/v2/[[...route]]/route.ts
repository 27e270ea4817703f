import { createApiRoute } from '@/lib/api/api-route';
import { providerTimeoutMs } from '@/lib/api/provider-timeout';
import { identifyRequests } from '@/lib/log/identify-requests';
import { providerApp } from '@/provider/api';

// Every method under /api/v2: the embedded provider, or, with PROVIDER_API_URL, a
// pass-through to that provider so the browser always talks to its own origin. The
// proxy does not see these paths: the request id is kept or given here.
export const dynamic = 'force-dynamic';

const handle = identifyRequests(
  createApiRoute({
    embedded: (request) => providerApp.fetch(request),
    external: process.env.PROVIDER_API_URL,
    timeoutMs: providerTimeoutMs(),
  }),
);

export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
