'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { clockOffset } from '@/lib/basket/hold-clock';
import type { Language } from '@/lib/i18n/languages';
import { trackViewCart } from '@/lib/tracking/track';
import { useTrackOnce } from '@/lib/tracking/use-track-once';
import { Announcer } from './announcer';
import { BasketContent } from './basket-content';
import { CrossSelling } from './cross-selling';
import { EmptyBasket } from './empty-basket';
import { LinkOutcomeNote } from './link-outcome-note';
import { ReservationDialog } from './reservation-dialog';
import { failureOf, useBasketQuery, useLostSession } from './use-basket';
import { useReservationLink } from './use-reservation-link';
import buttons from '@/components/ui/buttons.module.css';
import styles from './basket.module.css';
import { withQueries } from '@/components/providers/query-provider';

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

  return (
    <>
      <LinkOutcomeNote outcome={link.outcome} cart={cart} />
      {query.isPending ? (
        <p className={styles.loading} role="status">
          {t('loading')}
        </p>
      ) : null}
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
        <EmptyBasket takeFocus={emptied} />
      ) : cart ? (
        <BasketContent cart={cart} language={language} offset={offset} sharedCart={sharedCart} payment={payment} onHoldExpired={() => void query.refetch()} onEmptied={() => setEmptied(true)} />
      ) : null}
      {cart ? <ReservationDialog open={link.asking} count={cart.count} newCount={link.newCount} onKeep={link.keep} onDelete={link.replace} /> : null}
      {crossSelling && cart && !link.adding ? <CrossSelling language={language} productIds={cart.items.map((item) => item.productId)} /> : null}
    </>
  );
}
