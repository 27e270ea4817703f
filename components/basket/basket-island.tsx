'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useState } from 'react';
import { lazyPart } from '@/components/islands/lazy-part';
import { clockOffset } from '@/lib/basket/hold-clock';
import type { Language } from '@/lib/i18n/languages';
import { trackViewCart } from '@/lib/tracking/track';
import { useTrackOnce } from '@/lib/tracking/use-track-once';
import { Announcer } from './announcer';
import { EmptyBasket } from './empty-basket';
import { LinkOutcomeNote } from './link-outcome-note';
import { ReservationDialog } from './reservation-dialog';
import { failureOf, useBasketQuery, useLostSession } from './use-basket';
import { useReservationLink } from './use-reservation-link';
import buttons from '@/components/ui/buttons.module.css';
import styles from './basket.module.css';
import { withQueries } from '@/components/providers/query-provider';

/*
 * What is drawn once the basket has come (its items, totals, coupon, the way on; the suggestions
 * with their pictures): fetched as the page loads, alongside the basket, not among the page's
 * first scripts (issue 18).
 */
const BasketContent = lazyPart(() => import('./basket-content').then((m) => m.BasketContent), 'now');
const CrossSelling = lazyPart(() => import('./cross-selling').then((m) => m.CrossSelling), 'now');

interface Props {
  language: Language;
  /** The site's basket flags (spec §2). */
  crossSelling: boolean;
  sharedCart: boolean;
  /** pages.payment.enabled: whether the basket leads on to payment. */
  payment: boolean;
}

/** The basket page's client island: the page is cached for everyone, the basket is loaded here. */
export const BasketIsland = withQueries(BasketIslandContent);

function BasketIslandContent(props: Props) {
  return (
    <Announcer>
      <Basket {...props} />
    </Announcer>
  );
}

function Basket({ language, crossSelling, sharedCart, payment }: Props) {
  const t = useTranslations('basket');
  const query = useBasketQuery(language);
  const cart = query.data;
  const lost = useLostSession(language, query.error);
  const link = useReservationLink(language, cart);
  const [emptied, setEmptied] = useState(false);
  useTrackOnce(cart && cart.count > 0 ? cart : null, trackViewCart);

  if (lost) return null;
  const offset = cart ? clockOffset(cart.now, query.dataUpdatedAt) : 0;
  const failure = cart ? null : failureOf(query.error);
  const loading = (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
  const suggestions = crossSelling && cart && !link.adding ? <CrossSelling language={language} productIds={cart.items.map((item) => item.productId)} /> : null;

  return (
    <>
      <LinkOutcomeNote outcome={link.outcome} cart={cart} />
      {query.isPending ? loading : null}
      {failure ? (
        // Spec §8: a 500 from the basket keeps the visitor here, with a way to try again.
        <div className={styles.loadFailure} role="alert">
          <p>{failure.status === 500 ? t('load.serverError') : t('load.failed')}</p>
          <button type="button" className={buttons.secondary} onClick={() => void query.refetch()}>
            {t('load.retry')}
          </button>
        </div>
      ) : null}
      {link.adding ? (
        <p className={styles.loading} role="status">
          {t('link.adding')}
        </p>
      ) : cart && cart.count === 0 ? (
        <>
          <EmptyBasket takeFocus={emptied} />
          {suggestions ? <Suspense fallback={null}>{suggestions}</Suspense> : null}
        </>
      ) : cart ? (
        // The suggestions in the contents' boundary: they come with the contents, never above them first.
        <Suspense fallback={loading}>
          <BasketContent cart={cart} language={language} offset={offset} sharedCart={sharedCart} payment={payment} onHoldExpired={() => void query.refetch()} onEmptied={() => setEmptied(true)} />
          {suggestions}
        </Suspense>
      ) : null}
      {cart ? <ReservationDialog open={link.asking} count={cart.count} newCount={link.newCount} onKeep={link.keep} onDelete={link.replace} /> : null}
    </>
  );
}
