import { identifyRequests } from '@/lib/log/identify-requests';
import { API_HEADERS } from '@/provider/api/contract/headers';
import { octoApp } from '@/provider/api';
import { siteForHost } from '@/sites';

// The OCTO supplier API (ADR 0023) for resellers' systems, served by the embedded provider:
// its bookings are the provider's orders. The site is named from the Host, so the voucher
// links it answers point at the site the reseller called.
export const dynamic = 'force-dynamic';

const handle = identifyRequests(async (incoming: Request) => {
  const headers = new Headers(incoming.headers);
  headers.set(API_HEADERS.site, siteForHost(incoming.headers.get('host')).id);
  return octoApp.fetch(new Request(incoming, { headers }));
});

export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
