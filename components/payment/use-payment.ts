'use client';

import Cookies from 'js-cookie';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useRef, useState } from 'react';
import { cancelPayment, payByCard, payFromCredit, paymentDetails, type CardPayment, type CreditPayment } from '@/lib/api/payment';
import type { ApiFailure, ApiResult } from '@/lib/api/result';
import { callBasket, type BasketCall } from '@/lib/basket/basket-call';
import { COOKIES } from '@/lib/cookies/names';
import type { Language } from '@/lib/i18n/languages';
import { knownPagePath } from '@/lib/i18n/shell-known-pages';
import { useSessionLost } from '@/lib/session/session-lost';
import type { PaymentAnswer } from '@/provider/api/contract/payment';
import { visitorChanged } from '@/stores/visitor-store';
import { useBasketContext } from '@/components/basket/use-basket';
import type { PaymentStep } from './adyen-drop-in';

/** Where the payment stands, as the page shows it. */
export type PaymentStage =
  | { kind: 'idle' }
  /** `waiting`: the bank has not answered yet; the same request is being asked again. */
  | { kind: 'processing'; waiting: boolean }
  | { kind: 'challenge'; answer: PaymentAnswer }
  | { kind: 'refused'; reason: string }
  /** The bank has not answered after every retry: nothing more to do here but wait for the email. */
  | { kind: 'bankSlow' }
  | { kind: 'failed'; failure: ApiFailure };

/** How often an unanswered payment is asked again (with the same key), and how long apart. */
const RETRIES = 4;
const RETRY_DELAY_MS = 1500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a payment like a careful gateway client: one idempotency key per press of "Pay",
 * reused when the answer was lost or the bank is slow, so a retry can never charge twice;
 * the 3-D Secure step in between; on success, straight to the confirmation page.
 */
export function usePayment(language: Language) {
  const router = useRouter();
  const context = useBasketContext(language);
  const sessionLost = useSessionLost(language);
  const [stage, setStage] = useState<PaymentStage>({ kind: 'idle' });
  const busy = useRef(false);

  const finish = useCallback(
    (answer: PaymentAnswer) => {
      if (answer.result === 'paid') {
        Cookies.remove(COOKIES.pendingProcess.name, { path: '/' });
        visitorChanged();
        router.push(`${knownPagePath(language, 'paymentConfirmed')}?order=${encodeURIComponent(answer.orderId)}`);
        return;
      }
      if (answer.result === 'action') {
        Cookies.set(COOKIES.pendingProcess.name, answer.orderId, { path: '/', expires: 1, sameSite: 'lax' });
        setStage({ kind: 'challenge', answer });
        return;
      }
      Cookies.remove(COOKIES.pendingProcess.name, { path: '/' });
      setStage({ kind: 'refused', reason: answer.refusal ?? (answer.result === 'expired' ? 'EXPIRED' : answer.result === 'cancelled' ? 'CANCELLED' : 'REFUSED') });
    },
    [language, router],
  );

  /** Calls until the provider answers something other than "pending", with the same request each time. */
  const settle = useCallback(
    async (call: BasketCall<PaymentAnswer>) => {
      for (let attempt = 0; ; attempt++) {
        const result: ApiResult<PaymentAnswer> = await callBasket(call, context);
        const unanswered = result.ok ? result.data.result === 'pending' : result.error.kind === 'network';
        if (unanswered && attempt < RETRIES) {
          if (result.ok) Cookies.set(COOKIES.pendingProcess.name, result.data.orderId, { path: '/', expires: 1, sameSite: 'lax' });
          setStage({ kind: 'processing', waiting: true });
          await pause(RETRY_DELAY_MS);
          continue;
        }
        if (result.ok) {
          // Still no answer from the bank: the order stays pending (the cookie keeps it), settled by the gateway later.
          if (result.data.result === 'pending') setStage({ kind: 'bankSlow' });
          else finish(result.data);
        } else if (!sessionLost(result.error)) {
          setStage({ kind: 'failed', failure: result.error });
        }
        return;
      }
    },
    [context, finish, sessionLost],
  );

  const guarded = useCallback(
    async (work: () => Promise<void>, started?: () => void) => {
      // A double click while a payment runs starts nothing: the overlay is up and the key is the same.
      if (busy.current) return;
      busy.current = true;
      started?.();
      setStage({ kind: 'processing', waiting: false });
      try {
        await work();
      } finally {
        busy.current = false;
      }
    },
    [],
  );

  /** `started` is called once the payment really starts (not for a press while one runs). */
  const pay = useCallback(
    (body: CardPayment, started?: () => void) => {
      const key = crypto.randomUUID();
      return guarded(() => settle((http, ctx) => payByCard(http, body, ctx, key)), started);
    },
    [guarded, settle],
  );

  /** Paying from an agency's credit: the same careful client, with no bank step in between. */
  const payWithCredit = useCallback(
    (body: CreditPayment, started?: () => void) => {
      const key = crypto.randomUUID();
      return guarded(async () => {
        await settle((http, ctx) => payFromCredit(http, body, ctx, key));
        // Every answer carried the credit left, which the shop's /api/v2 wrote to its cookie: the page shows it.
        visitorChanged();
      }, started);
    },
    [guarded, settle],
  );

  const completeChallenge = useCallback(
    (orderId: string, details: Record<string, unknown>) => guarded(() => settle((http, ctx) => paymentDetails(http, { orderId, details }, ctx))),
    [guarded, settle],
  );

  const abandonChallenge = useCallback(
    (orderId: string) =>
      guarded(async () => {
        const result = await callBasket((http, ctx) => cancelPayment(http, orderId, ctx), context);
        if (!result.ok) {
          // Not cancelled: say so rather than promise nothing was charged.
          if (!sessionLost(result.error)) setStage({ kind: 'failed', failure: result.error });
          return;
        }
        Cookies.remove(COOKIES.pendingProcess.name, { path: '/' });
        finish(result.data);
      }),
    [context, finish, guarded, sessionLost],
  );

  /**
   * Adyen's Drop-in drives its own screens (3-D Secure included): it asks for one step at a
   * time and is told how each ended; the last answer is kept for the confirmation page.
   */
  const last = useRef<PaymentAnswer | null>(null);
  const dropInStep = useCallback(
    async (call: BasketCall<PaymentAnswer>): Promise<PaymentStep> => {
      const result = await callBasket(call, context);
      if (!result.ok) {
        if (!sessionLost(result.error)) setStage({ kind: 'failed', failure: result.error });
        return { result: 'refused' };
      }
      last.current = result.data;
      if (result.data.result === 'action') return { result: 'action', action: result.data.action };
      if (result.data.result === 'paid' || result.data.result === 'pending') return { result: result.data.result };
      return { result: result.data.result === 'refused' ? 'refused' : 'cancelled' };
    },
    [context, sessionLost],
  );
  const dropIn = useMemo(
    () => ({
      pay: (body: CardPayment) => {
        const key = crypto.randomUUID();
        return dropInStep((http, ctx) => payByCard(http, body, ctx, key));
      },
      details: (data: { details: Record<string, unknown>; paymentData?: string }) =>
        last.current ? dropInStep((http, ctx) => paymentDetails(http, { orderId: last.current!.orderId, ...data }, ctx)) : Promise.resolve<PaymentStep>({ result: 'refused' }),
      final: () => {
        if (last.current) finish(last.current);
      },
    }),
    [dropInStep, finish],
  );

  return { stage, pay, payWithCredit, completeChallenge, abandonChallenge, dropIn };
}
