import { providerApp } from '@/provider/api';

// The embedded provider: every method under /api/v2 goes to the Hono app.
export const dynamic = 'force-dynamic';

function handle(request: Request): Response | Promise<Response> {
  return providerApp.fetch(request);
}

export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
