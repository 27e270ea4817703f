'use client';

import { useCallback, useEffect } from 'react';
import type { ApiFailure, ApiResult } from '@/lib/api/result';
import { BasketCallError, callBasket, type BasketCall } from '@/lib/basket/basket-call';
import { useMemberContext } from '@/lib/member/use-member';
import { useSessionLost } from '@/lib/session/session-lost';

/**
 * A member's change (details, password, account deletion) sent with the page's context. A 401 or
 * 403 means the session ended: spec §8 takes over (signed out, home, the generic modal), except a
 * wrong current password, which the form says itself.
 */
export function useMemberCall() {
  const context = useMemberContext();
  const sessionLost = useSessionLost(context.language);
  return useCallback(
    async <T,>(call: BasketCall<T>): Promise<ApiResult<T>> => {
      const result = await callBasket(call, context);
      if (!result.ok && result.error.reason !== 'WRONG_PASSWORD') sessionLost(result.error);
      return result;
    },
    [context, sessionLost],
  );
}

/** The `memberArea.details.errors` key that explains a refused change. */
export function failureKey(failure: ApiFailure): 'wrongPassword' | 'weakPassword' | 'tooMany' | 'rejected' | 'network' | 'generic' {
  if (failure.reason === 'WRONG_PASSWORD') return 'wrongPassword';
  if (failure.reason === 'PASSWORD_TOO_WEAK') return 'weakPassword';
  if (failure.status === 429) return 'tooMany';
  if (failure.status === 400 || failure.status === 422) return 'rejected';
  return failure.kind === 'network' ? 'network' : 'generic';
}

const failureOf = (error: unknown): ApiFailure | null => (error instanceof BasketCallError ? error.failure : null);

// Many hearts read one query: its 401 signs the visitor out once, not once per heart.
const handled = new WeakSet<object>();

/** Spec §8 for a member call answered 401/403 (the session ended elsewhere): signed out, home, the generic modal. */
export function useMemberSessionLost(error: unknown) {
  const context = useMemberContext();
  const sessionLost = useSessionLost(context.language);
  useEffect(() => {
    const failure = failureOf(error);
    if (!failure || !error || handled.has(error as object)) return;
    handled.add(error as object);
    sessionLost(failure);
  }, [error, sessionLost]);
}
