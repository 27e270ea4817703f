'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { ApiFailure } from '@/lib/api/result';
import { BasketCallError } from '@/lib/basket/basket-call';
import { COOKIES } from '@/lib/cookies/names';
import type { Language } from '@/lib/i18n/languages';
import { useMemberContext } from '@/lib/member/use-member';
import { visitorChanged } from '@/stores/visitor-store';

/** Query keys of the agent area's answers: all under `agent`, dropped together when the session ends. */
export const agentKeys = {
  all: ['agent'] as const,
  info: ['agent', 'info'] as const,
  bookings: (filters: object, page: number, language: Language) => ['agent', 'bookings', filters, page, language] as const,
  statements: ['agent', 'statement'] as const,
  statement: (range: object) => ['agent', 'statement', range] as const,
  apiKeys: ['agent', 'api-keys'] as const,
};

/** Drops the agent's display cookies and cached answers; the area then shows the login form. */
function signOutHere(queryClient: QueryClient) {
  // The shop's /api/v2 clears them with the 401 too; a display hint must not outlive the session meanwhile.
  for (const name of [COOKIES.isAgent.name, COOKIES.agentCredit.name]) Cookies.remove(name, { path: '/' });
  queryClient.removeQueries({ queryKey: agentKeys.all });
  visitorChanged();
}

const SessionEnded = createContext<() => void>(() => undefined);

/** Around the signed-in area: `onEnded` hears when a call finds the session gone (the island then says so above the login). */
export function AgentSessionProvider({ onEnded, children }: { onEnded: () => void; children: ReactNode }) {
  return <SessionEnded.Provider value={onEnded}>{children}</SessionEnded.Provider>;
}

/** Whether a failure means the agent is signed out (401 AGENT_SESSION_EXPIRED); if so the area goes back to the login. */
export function useAgentFailure() {
  const queryClient = useQueryClient();
  const onEnded = useContext(SessionEnded);
  return useMemo(
    () =>
      (failure: ApiFailure | null | undefined): boolean => {
        if (failure?.status !== 401) return false;
        onEnded();
        signOutHere(queryClient);
        return true;
      },
    [onEnded, queryClient],
  );
}

/** The same for a query's error. */
export function useAgentQueryFailure(error: unknown) {
  const ended = useAgentFailure();
  useEffect(() => {
    if (error instanceof BasketCallError) ended(error.failure);
  }, [ended, error]);
}

/** The page's language and the visitor's currency, as every call carries them (the member area's context). */
export const useAgentContext = useMemberContext;
