'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKey, type NewApiKey } from '@/lib/api/agent-api-keys';
import type { ApiFailure } from '@/lib/api/result';
import { callBasket, orThrow } from '@/lib/basket/basket-call';
import { agentKeys, useAgentContext, useAgentFailure, useAgentQueryFailure } from './agent-session';

/** Under `agent`, so the list goes with the rest of the area's answers when the session ends. */
export const apiKeysQueryKey = agentKeys.apiKeys;

/** Refusals the panel explains in words of its own (`agentArea.apiKeys.problems`). */
const EXPLAINED = ['API_KEY_LIMIT', 'API_KEY_NOT_FOUND'] as const;
export type ApiKeyProblem = (typeof EXPLAINED)[number] | 'network' | 'generic';

export function apiKeyProblem(failure: ApiFailure): ApiKeyProblem {
  const reason = EXPLAINED.find((known) => known === failure.reason);
  if (reason) return reason;
  return failure.kind === 'network' ? 'network' : 'generic';
}

/** What came of a change: its answer, why not, or null when the session had ended (the area shows the login). */
export type Outcome<T> = { ok: true; data: T } | { ok: false; problem: ApiKeyProblem } | null;

/** The key as the list holds it: never its secret. */
const viewOf = ({ id, name, prefix, createdAt, lastUsedAt, revokedAt }: ApiKey): ApiKey => ({ id, name, prefix, createdAt, lastUsedAt, revokedAt });

/**
 * The agency's OCTO keys: the list (read again each time the tab is shown: another agent may
 * have changed it), creating and revoking. A call that finds the session gone brings the login back.
 */
export function useApiKeys() {
  const context = useAgentContext();
  const queryClient = useQueryClient();
  const ended = useAgentFailure();
  const list = useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: () => orThrow(callBasket((http, ctx) => listApiKeys(http, ctx), context)),
    staleTime: 0,
    retry: false,
  });
  useAgentQueryFailure(list.error);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }), [queryClient]);

  const outcome = useCallback(
    <T>(failure: ApiFailure): Outcome<T> => {
      if (ended(failure)) return null;
      const problem = apiKeyProblem(failure);
      // Gone meanwhile (another agent, another tab): the list shows how things stand.
      if (problem === 'API_KEY_NOT_FOUND') void refresh();
      return { ok: false, problem };
    },
    [ended, refresh],
  );

  /** The new key with its secret, for the caller to show once: the query cache only ever holds its view. */
  const create = useCallback(
    async (name: string): Promise<Outcome<NewApiKey>> => {
      const result = await callBasket((http, ctx) => createApiKey(http, name, ctx), context);
      if (!result.ok) return outcome(result.error);
      queryClient.setQueryData<{ keys: ApiKey[] }>(apiKeysQueryKey, (old) => (old ? { keys: [viewOf(result.data), ...old.keys.filter((key) => key.id !== result.data.id)] } : old));
      void refresh();
      return { ok: true, data: result.data };
    },
    [context, outcome, queryClient, refresh],
  );

  const revoke = useCallback(
    async (id: string): Promise<Outcome<ApiKey>> => {
      const result = await callBasket((http, ctx) => revokeApiKey(http, id, ctx), context);
      if (!result.ok) return outcome(result.error);
      void refresh();
      return { ok: true, data: viewOf(result.data) };
    },
    [context, outcome, refresh],
  );

  return { list, create, revoke };
}
