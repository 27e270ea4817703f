import { paymentDoneCookies } from '@/lib/session/guest-session';

/** Leaving payment-confirmed clears `old_token` and the pending-process cookie (spec §4); httpOnly ones can only go from here. */
export function POST(request: Request): Response {
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of paymentDoneCookies(new URL(request.url).protocol === 'https:')) headers.append('set-cookie', cookie);
  return new Response(null, { status: 204, headers });
}
