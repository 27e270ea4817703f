'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { addToCart, removeSale } from '@/lib/api/cart';
import type { ApiFailure } from '@/lib/api/result';
import { failureKey, type FailureKey } from '@/lib/basket/failure-key';
import type { Reservation } from '@/lib/basket/reservation-link';
import { RESERVE_PARAM } from '@/lib/basket/reserve-param';
import type { Language } from '@/lib/i18n/languages';
import { useSessionLost } from '@/lib/session/session-lost';
import type { Cart } from '@/provider/api/contract/cart';
import { visitorChanged } from '@/stores/visitor-store';
import { basketKey, useBasketContext } from './use-basket';

export interface LinkOutcome {
  /** The items (sale ids) the link added: the note counts those still in the basket. */
  added: number[];
  failed: number;
  /** Why the first one that failed did. */
  reason: FailureKey | null;
  /** Entries of the link that were not valid and were left out. */
  ignored: number;
}

type Phase = 'idle' | 'adding' | 'done';

/**
 * A basket opened by URL (spec §4): the `reserve` entries of the address are added to the
 * basket. When it already has items the visitor is asked first (`asking`) whether to delete
 * them or keep them. The entries leave the address before anything is added, so reloading
 * the page cannot add them twice.
 */
export function useReservationLink(language: Language, cart: Cart | undefined) {
  const queryClient = useQueryClient();
  const context = useBasketContext(language);
  const sessionLost = useSessionLost(language);
  const [link, setLink] = useState<{ reservations: Reservation[]; ignored: number } | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  // Set before the first await: a second call (a double click, a re-run effect) adds nothing.
  const started = useRef(false);
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  // The visitor answered the keep-or-delete question: the dialog closes at once.
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has(RESERVE_PARAM)) return;
    let current = true;
    // The parser brings the contract's limits: loaded only for a basket link.
    void import('@/lib/basket/reservation-link').then(({ parseReservations, withoutReservations }) => {
      if (!current) return;
      const parsed = parseReservations(window.location.search);
      if (parsed.reservations.length > 0) return setLink(parsed);
      // Nothing valid to add: the address is cleaned and the visitor told.
      window.history.replaceState(null, '', withoutReservations(window.location.href));
      setOutcome({ added: [], failed: 0, reason: null, ignored: parsed.ignored });
    });
    return () => {
      current = false;
    };
  }, []);

  async function add(deleteExisting: boolean) {
    if (!link || !cart || started.current) return;
    started.current = true;
    const [{ withoutReservations }, { browserHttp }] = await Promise.all([import('@/lib/basket/reservation-link'), import('@/lib/api/browser-http')]);
    setPhase('adding');
    window.history.replaceState(null, '', withoutReservations(window.location.href));
    const stop = (failure: ApiFailure) => sessionLost(failure);

    if (deleteExisting) {
      for (const item of cart.items) {
        const removed = await removeSale(browserHttp, item.id, context);
        if (!removed.ok && stop(removed.error)) return;
      }
    }
    const before = new Set(cart.items.map((item) => item.id));
    let latest: Cart | null = null;
    const failures: ApiFailure[] = [];
    for (const reservation of link.reservations) {
      // One key per entry and visit: a retried request adds nothing twice.
      const result = await addToCart(browserHttp, reservation, context, crypto.randomUUID());
      if (result.ok) latest = result.data;
      else if (stop(result.error)) return;
      else failures.push(result.error);
    }
    visitorChanged();
    if (latest) queryClient.setQueryData(basketKey(context), latest);
    // Suggestions and options follow the new items; after deletions with nothing added, so does the basket.
    await queryClient.invalidateQueries({ queryKey: latest ? [...basketKey(context), 'related'] : basketKey(context) });
    const first = failures[0];
    const added = (latest?.items ?? []).filter((item) => !before.has(item.id)).map((item) => item.id);
    setOutcome({ added, failed: failures.length, reason: first ? failureKey(first) : null, ignored: link.ignored });
    setPhase('done');
  }

  const waiting = link !== null && phase === 'idle' && cart !== undefined;
  const asking = waiting && !answered && cart.count > 0;
  // An empty basket has nothing to keep: the entries are added at once.
  const addToEmpty = useEffectEvent(() => void add(false));
  const emptyBasket = waiting && cart.count === 0;
  useEffect(() => {
    // Started from a promise: adding is a request, its state follows the answers.
    if (emptyBasket) void Promise.resolve().then(() => addToEmpty());
  }, [emptyBasket]);

  return {
    asking,
    // Under way from the visitor's answer, or, for an empty basket, from the start.
    adding: phase === 'adding' || emptyBasket || (answered && phase === 'idle'),
    outcome,
    newCount: link?.reservations.length ?? 0,
    keep: () => {
      setAnswered(true);
      void add(false);
    },
    replace: () => {
      setAnswered(true);
      void add(true);
    },
  };
}
