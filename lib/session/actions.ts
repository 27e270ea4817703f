'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { COOKIES } from '@/lib/cookies/names';
import { landingLanguage } from '@/lib/routing/route-request';
import { siteForHost } from '@/sites';

/**
 * Spec §4 agent logout: clears the guest session and the agent's cookies, then goes to
 * the root — straight to where the root leads (the home page of the visitor's language),
 * since a client-side redirect does not follow the root's own redirect.
 */
export async function logOutAgent(): Promise<never> {
  const jar = await cookies();
  for (const name of [COOKIES.guestSession.name, 'guest_session2', COOKIES.isAgent.name, COOKIES.agentCredit.name, 'sub', COOKIES.cartCount.name]) {
    jar.delete(name);
  }
  const site = siteForHost((await headers()).get('host'));
  redirect(`/${landingLanguage(site, jar.get(COOKIES.language.name)?.value)}/home`);
}
