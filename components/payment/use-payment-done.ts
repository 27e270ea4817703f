'use client';

import { useEffect, useRef } from 'react';

/** The shop's route that clears `old_token` and the pending-process cookie (both httpOnly or server-set). */
export const PAYMENT_DONE_URL = '/api/session/payment-done';

/**
 * Spec §4: leaving payment-confirmed clears `old_token` and the pending-process cookie.
 * Told once, when the page is hidden (navigating away, closing the tab: `keepalive` lets
 * the request outlive the page) or when the island unmounts (a client-side navigation).
 * React's development double mount is not a departure: the unmount's call waits a tick
 * and the immediate mount again cancels it.
 */
export function usePaymentDone() {
  const leaving = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(leaving.current);
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      fetch(PAYMENT_DONE_URL, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => {
        // Nothing to do: the cookies expire by themselves within a day.
      });
    };
    window.addEventListener('pagehide', send);
    return () => {
      window.removeEventListener('pagehide', send);
      if (!sent) leaving.current = window.setTimeout(send, 0);
    };
  }, []);
}
