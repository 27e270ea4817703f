'use client';

import '@adyen/adyen-web/styles/adyen.css';
import type { CheckoutAdvancedFlowResponse, PaymentAction, PaymentMethodsResponse, ResultCode } from '@adyen/adyen-web';
import { useEffect, useRef, useState } from 'react';

/** Where a payment stands after one call to the shop's server. */
export type PaymentStep = {
  result: 'paid' | 'action' | 'refused' | 'pending' | 'cancelled';
  /** Adyen's action (3-D Secure, redirect) for the Drop-in to handle, when result is 'action'. */
  action?: Record<string, unknown> | null;
};

export interface AdyenDropInProps {
  clientKey: string;
  environment: 'test' | 'live';
  locale: string;
  countryCode?: string;
  amount: { value: number; currency: string };
  paymentMethodsResponse: Record<string, unknown>;
  pay: (data: { paymentMethod: Record<string, unknown>; browserInfo?: Record<string, unknown>; origin: string }) => Promise<PaymentStep>;
  details: (data: { details: Record<string, unknown>; paymentData?: string }) => Promise<PaymentStep>;
  onFinal: (step: PaymentStep) => void;
  onError: (error: unknown) => void;
}

const FINAL_CODES: Record<Exclude<PaymentStep['result'], 'action'>, ResultCode> = {
  paid: 'Authorised',
  refused: 'Refused',
  pending: 'Pending',
  cancelled: 'Cancelled',
};

/** The Drop-in looks at `action` first; the code only has to be a plausible one. */
function actionCode(action: Record<string, unknown>): ResultCode {
  if (action.type === 'threeDS2') return action.subtype === 'fingerprint' ? 'IdentifyShopper' : 'ChallengeShopper';
  return action.type === 'redirect' ? 'RedirectShopper' : 'PresentToShopper';
}

/**
 * Adyen's Drop-in (Web v6, advanced flow): the shop's server makes the /payments and /payments/details
 * calls through `pay` and `details`. The library (and its network calls) loads only once this mounts.
 */
export function AdyenDropIn(props: AdyenDropInProps) {
  const container = useRef<HTMLDivElement>(null);
  // Callbacks change identity on every render; the Drop-in keeps the ones it was created with.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const { clientKey, environment, locale, countryCode, amount, paymentMethodsResponse } = props;
  // Remount only when what the Drop-in shows changes, not when the parent re-creates equal objects.
  const setup = JSON.stringify([clientKey, environment, locale, countryCode ?? null, amount.value, amount.currency, paymentMethodsResponse]);
  // The setup the Drop-in last finished loading for (shown, or failed): busy until it is this one.
  const [loaded, setLoaded] = useState<string | null>(null);

  useEffect(() => {
    let disposed = false;
    let dropin: { unmount(): unknown } | null = null;

    /** Hands the server's answer to the Drop-in, which then shows the action or its final state. */
    const settle = async (step: Promise<PaymentStep>, actions: { resolve: (response: CheckoutAdvancedFlowResponse) => void; reject: () => void }) => {
      try {
        const next = await step;
        if (next.result !== 'action') {
          actions.resolve({ resultCode: FINAL_CODES[next.result] });
          latest.current.onFinal(next);
        } else if (next.action) {
          actions.resolve({ resultCode: actionCode(next.action), action: next.action as unknown as PaymentAction });
        } else {
          throw new Error('An action step came without its action');
        }
      } catch (error) {
        actions.reject();
        latest.current.onError(error);
      }
    };

    (async () => {
      const { AdyenCheckout, Dropin, Card } = await import('@adyen/adyen-web');
      const { clientKey, environment, locale, countryCode, amount, paymentMethodsResponse } = latest.current;
      const checkout = await AdyenCheckout({
        clientKey,
        environment,
        locale,
        countryCode,
        amount,
        paymentMethodsResponse: paymentMethodsResponse as PaymentMethodsResponse,
        onSubmit: (state, _element, actions) => {
          const { paymentMethod, browserInfo } = state.data;
          void settle(latest.current.pay({ paymentMethod, browserInfo: browserInfo as Record<string, unknown> | undefined, origin: window.location.origin }), actions);
        },
        onAdditionalDetails: (state, _element, actions) => {
          void settle(latest.current.details({ details: state.data.details, paymentData: state.data.paymentData }), actions);
        },
        onError: (error) => latest.current.onError(error),
      });
      if (disposed || !container.current) return;
      dropin = new Dropin(checkout, { paymentMethodComponents: [Card] }).mount(container.current);
    })()
      .catch((error: unknown) => {
        if (!disposed) latest.current.onError(error);
      })
      .finally(() => {
        if (!disposed) setLoaded(setup);
      });

    return () => {
      disposed = true;
      dropin?.unmount();
    };
  }, [setup]);

  return <div ref={container} aria-busy={loaded !== setup} />;
}
