'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { failureKey } from '@/lib/basket/failure-key';
import { isExpired } from '@/lib/basket/sale-status';
import { hasTravellerDetails } from '@/lib/basket/traveller-details';
import { asksTravellersOnPage } from '@/lib/basket/traveller-page';
import type { Language } from '@/lib/i18n/languages';
import { knownPagePath } from '@/lib/i18n/shell-known-pages';
import { useShellPaths } from '@/components/providers/shell-paths';
import type { Cart } from '@/provider/api/contract/cart';
import { useAnnounce } from './announcer';
import { BasketItems } from './basket-items';
import { BasketTotals } from './basket-totals';
import { CheckoutLink } from './checkout-link';
import { PaymentUnavailable } from './payment-unavailable';
import { CouponForm } from './coupon-form';
import { HoldBanner } from './hold-banner';
import { SessionExpiredDialog } from './session-expired-dialog';
import { ShareBasket } from './share-basket';
import { TravellerDialog, TravellerSummary } from './traveller-section';
import { useHoldExpiry } from './use-hold-expiry';
import { useRecovery } from './use-recovery';
import frame from '@/components/ui/checkout-page.module.css';
import styles from './basket.module.css';

interface Props {
  cart: Cart;
  language: Language;
  /** Device-to-provider clock offset, ms. */
  offset: number;
  sharedCart: boolean;
  /** pages.payment.enabled: off, the basket says payment is unavailable instead of leading on to it. */
  payment: boolean;
  /** A hold ran out: the basket is asked again so the provider says what is still held. */
  onHoldExpired: () => void;
  onEmptied: () => void;
}

/** A basket with items: the hold, the items, and beside them the totals, the code, the traveller and the way to payment. */
export function BasketContent({ cart, language, offset, sharedCart, payment, onHoldExpired, onEmptied }: Props) {
  const paths = useShellPaths();
  const t = useTranslations('basket');
  const router = useRouter();
  const announce = useAnnounce();
  const [expiredDialog, setExpiredDialog] = useState(false);
  const [travellerDialog, setTravellerDialog] = useState<'edit' | 'continue' | null>(null);
  const recovery = useRecovery(language);
  const checkedAt = useHoldExpiry(cart, offset, () => {
    setExpiredDialog(true);
    onHoldExpired();
  });

  const expired = cart.items.filter((item) => isExpired(item, checkedAt));
  const recoverable = expired.filter((item) => !recovery.lost.has(item.id)).length;
  const heldUntil = cart.heldUntil && Date.parse(cart.heldUntil) > checkedAt ? cart.heldUntil : null;
  const recoverError = recovery.failure ? t(`errors.${failureKey(recovery.failure)}`) : null;

  async function recover() {
    if (await recovery.recover()) setExpiredDialog(false);
  }

  return (
    <>
      <HoldBanner heldUntil={heldUntil} offset={offset} recoverable={recoverable} recovering={recovery.pending} recoverError={expiredDialog ? null : recoverError} onRecover={() => void recover()} />
      <div className={frame.layout}>
        <section aria-labelledby="basket-items-title">
          <h2 id="basket-items-title" className={styles.columnTitle}>
            {t('itemsTitle', { count: cart.count })}
          </h2>
          <BasketItems cart={cart} language={language} checkedAt={checkedAt} lost={recovery.lost} onEmptied={onEmptied} />
        </section>
        <aside className={`${frame.aside} ${styles.summary}`} aria-labelledby="basket-summary-title">
          <h2 id="basket-summary-title" className={styles.columnTitle}>
            {t('summaryTitle')}
          </h2>
          <BasketTotals cart={cart} language={language} />
          <CouponForm cart={cart} language={language} />
          <TravellerSummary traveller={cart.traveller} onEdit={() => setTravellerDialog('edit')} />
          {payment ? (
            <CheckoutLink language={language} hasTraveller={hasTravellerDetails(cart)} blocked={expired.length > 0} onNeedTraveller={() => (asksTravellersOnPage() ? router.push(paths.travelers) : setTravellerDialog('continue'))} />
          ) : (
            <PaymentUnavailable />
          )}
          {sharedCart ? <ShareBasket cart={cart} language={language} /> : null}
        </aside>
      </div>
      <SessionExpiredDialog open={expiredDialog} recovering={recovery.pending} error={expiredDialog ? recoverError : null} onRecover={() => void recover()} />
      <TravellerDialog
        open={travellerDialog !== null}
        cart={cart}
        language={language}
        onClose={() => setTravellerDialog(null)}
        onSaved={() => {
          const continuing = travellerDialog === 'continue';
          setTravellerDialog(null);
          announce(t('traveller.saved'));
          if (continuing) router.push(knownPagePath(language, 'payment'));
        }}
      />
    </>
  );
}
