'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AgentInfo } from '@/lib/api/agent-auth';
import { topUp, topUpDetails, type TopUp, type TopUpAnswer } from '@/lib/api/agent-area';
import type { ApiFailure, ApiResult } from '@/lib/api/result';
import { callBasket, type BasketCall } from '@/lib/basket/basket-call';
import type { PaymentStep } from '@/components/payment/adyen-drop-in';
import { visitorChanged } from '@/stores/visitor-store';
import { agentKeys, useAgentContext, useAgentFailure } from './agent-session';

/** Where a top-up stands, as the panel shows it. */
export type TopUpStage =
  | { kind: 'idle' }
  | { kind: 'processing' }
  /** The sandbox's 3-D Secure step (Adyen's Drop-in shows its own). */
  | { kind: 'challenge'; answer: TopUpAnswer }
  /** Captured: the credit is there. */
  | { kind: 'added'; answer: TopUpAnswer }
  /** Authorised or waiting for the bank: the credit comes once the payment is captured. */
  | { kind: 'waiting'; answer: TopUpAnswer }
  | { kind: 'refused' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; failure: ApiFailure };

function stageOf(answer: TopUpAnswer): TopUpStage {
  if (answer.status === 'captured') return { kind: 'added', answer };
  if (answer.status === 'refused') return { kind: 'refused' };
  return answer.action ? { kind: 'challenge', answer } : { kind: 'waiting', answer };
}

export type TopUpRequest = Omit<TopUp, 'idempotencyKey'>;

/**
 * The top-up whose bank step left the page (Adyen's redirect to a bank and back to
 * `returnUrl` with `?redirectResult=`): kept for the tab, so the return completes it.
 */
const PENDING_TOP_UP = 'agent-top-up-pending';

/**
 * Runs top-ups by card like the payment page runs payments: one idempotency key per top-up,
 * kept until the provider has answered it, so a second press or a retry after a lost answer
 * can never credit (or charge) twice; the 3-D Secure step in between; the new credit shown here
 * and in the header (whose cookie came with the answer).
 */
export function useTopUp() {
  const context = useAgentContext();
  const queryClient = useQueryClient();
  const ended = useAgentFailure();
  const [stage, setStage] = useState<TopUpStage>({ kind: 'idle' });
  const busy = useRef(false);
  const unanswered = useRef<{ key: string; amount: number } | null>(null);

  /** The provider's answer taken in: the credit refreshed everywhere; null when the call failed. */
  const receive = useCallback(
    (result: ApiResult<TopUpAnswer>): TopUpAnswer | null => {
      if (!result.ok) {
        // Only a lost answer may have been done: its retry must carry the same key.
        if (result.error.kind !== 'network') unanswered.current = null;
        if (!ended(result.error)) setStage({ kind: 'failed', failure: result.error });
        return null;
      }
      unanswered.current = null;
      if (result.data.action) sessionStorage.setItem(PENDING_TOP_UP, result.data.reference);
      else sessionStorage.removeItem(PENDING_TOP_UP);
      const { credit } = result.data;
      queryClient.setQueryData<AgentInfo>(agentKeys.info, (info) => (info ? { ...info, credit } : info));
      void queryClient.invalidateQueries({ queryKey: agentKeys.statements });
      visitorChanged();
      return result.data;
    },
    [ended, queryClient],
  );

  const call = useCallback((work: BasketCall<TopUpAnswer>) => callBasket(work, context).then(receive), [context, receive]);

  /** The key of this top-up: the unanswered one's when it is the same amount again, else a new one. */
  const keyFor = (amount: number) => {
    if (unanswered.current?.amount !== amount) unanswered.current = { key: crypto.randomUUID(), amount };
    return unanswered.current.key;
  };

  const guarded = useCallback(async (work: () => Promise<TopUpAnswer | null>) => {
    // A double click while one runs starts nothing.
    if (busy.current) return;
    busy.current = true;
    setStage({ kind: 'processing' });
    try {
      const answer = await work();
      if (answer) setStage(stageOf(answer));
    } finally {
      busy.current = false;
    }
  }, []);

  const submit = (request: TopUpRequest) => {
    if (busy.current) return Promise.resolve();
    const idempotencyKey = keyFor(request.amount);
    return guarded(() => call((http, ctx) => topUp(http, { ...request, idempotencyKey }, ctx)));
  };

  const completeChallenge = useCallback(
    (reference: string, details: Record<string, unknown>) => guarded(() => call((http, ctx) => topUpDetails(http, { reference, details }, ctx))),
    [call, guarded],
  );

  // Back from the bank: the redirect's result completes the top-up it left, once; the address loses it at once.
  useEffect(() => {
    const url = new URL(window.location.href);
    const redirectResult = url.searchParams.get('redirectResult');
    const reference = sessionStorage.getItem(PENDING_TOP_UP);
    if (!redirectResult) return;
    url.searchParams.delete('redirectResult');
    window.history.replaceState(window.history.state, '', url);
    if (reference) void completeChallenge(reference, { redirectResult });
  }, [completeChallenge]);

  /** Adyen's Drop-in drives its own screens: one step at a time, told how each ended; the last answer is shown at the end. */
  const last = useRef<TopUpAnswer | null>(null);
  const step = useCallback(
    async (work: BasketCall<TopUpAnswer>): Promise<PaymentStep> => {
      const answer = await call(work);
      last.current = answer;
      if (!answer) return { result: 'refused' };
      if (answer.status === 'captured' || answer.status === 'authorised') return { result: 'paid' };
      if (answer.status === 'refused') return { result: 'refused' };
      return answer.action ? { result: 'action', action: answer.action } : { result: 'pending' };
    },
    [call],
  );
  const dropIn = useMemo(
    () => ({
      pay: (request: TopUpRequest) => {
        const idempotencyKey = crypto.randomUUID();
        return step((http, ctx) => topUp(http, { ...request, idempotencyKey }, ctx));
      },
      details: ({ details, paymentData }: { details: Record<string, unknown>; paymentData?: string }) => {
        const reference = last.current?.reference;
        return reference ? step((http, ctx) => topUpDetails(http, { reference, details, paymentData }, ctx)) : Promise.resolve<PaymentStep>({ result: 'refused' });
      },
      final: () => {
        if (last.current) setStage(stageOf(last.current));
      },
    }),
    [step],
  );

  return { stage, submit, completeChallenge, cancelChallenge: () => setStage({ kind: 'cancelled' }), dropIn };
}
