import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiLanguage } from '../../api/contract/languages';
import type { ProviderDeps } from '../../api/deps';
import type { Database } from '../../db/types';

/**
 * What better-auth's callbacks (emails, the session hook) need of the request they run in: they are
 * configured once per database, while the shop's address, site, clock and guest basket are the
 * request's. Every call into better-auth runs inside `inMemberRequest`.
 */
export interface MemberRequest {
  deps: ProviderDeps;
  db: Database;
  now: Date;
  /** The shop's origin the visitor used (an allowed host), else SHOP_URL or the site's address: where email links point. */
  shopUrl: string;
  /** The shop's site (`x-site`): whose name and sender the emails carry. */
  site?: string;
  /** The request's language, for emails to an address that has no account language yet. */
  language: ApiLanguage;
  /** The guest basket's token (`Authorization: Bearer`), linked to the member at sign-in. */
  guestToken: string | null;
  /** The client's address (`clientAddress`), for limits. */
  ip?: string;
}

const scope = new AsyncLocalStorage<MemberRequest>();

export const inMemberRequest = <T>(request: MemberRequest, work: () => Promise<T>): Promise<T> => scope.run(request, work);

/** The request a better-auth callback runs in; none outside one (then the callback does nothing). */
export const currentMemberRequest = (): MemberRequest | undefined => scope.getStore();
