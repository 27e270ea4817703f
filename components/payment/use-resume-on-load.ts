'use client';

import Cookies from 'js-cookie';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { confirmPayment, resumePayment } from '@/lib/api/payment';
import { callBasket } from '@/lib/basket/basket-call';
import { COOKIES } from '@/lib/cookies/names';
import type { Language } from '@/lib/i18n/languages';
import { knownPagePath } from '@/lib/i18n/shell-known-pages';

/**
 * A payment the visitor left mid-way (a reload, a redirect to the bank and back): the
 * pending-process cookie names its order. Back on the payment page it is asked where it
 * stands — with the gateway's redirect result when there is one — and a paid order goes
 * straight to its confirmation. Returns true while that check runs.
 */
export function useResumeOnLoad(language: Language): boolean {
  const router = useRouter();
  const [checking, setChecking] = useState(() => typeof document !== 'undefined' && Boolean(Cookies.get(COOKIES.pendingProcess.name)));

  useEffect(() => {
    const orderId = Cookies.get(COOKIES.pendingProcess.name);
    if (!orderId) return;
    const redirectResult = new URLSearchParams(window.location.search).get('redirectResult') ?? undefined;
    void callBasket(
      (http, context) => (redirectResult ? confirmPayment(http, { orderId, redirectResult }, context) : resumePayment(http, orderId, context)),
      { language },
    ).then((result) => {
      if (result.ok && result.data.result === 'paid') {
        router.replace(`${knownPagePath(language, 'paymentConfirmed')}?order=${encodeURIComponent(result.data.orderId)}`);
        return;
      }
      // Anything else starts afresh: the basket is still there and nothing was charged.
      Cookies.remove(COOKIES.pendingProcess.name, { path: '/' });
      setChecking(false);
    });
  }, [language, router]);

  return checking;
}
