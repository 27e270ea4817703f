'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { packageGroupsOf, reservationOfSale } from '@/lib/basket/share-link';
import type { Language } from '@/lib/i18n/languages';
import { knownPagePath } from '@/lib/i18n/shell-known-pages';
import type { Cart } from '@/provider/api/contract/cart';
import { useBasketContext } from './use-basket';
import styles from './basket.module.css';

/**
 * "Share this basket" (spec §2 shared cart, a site flag off by default): a basket link with the
 * current items, copied to the clipboard and shown to copy by hand where the clipboard is shut.
 */
export function ShareBasket({ cart, language }: { cart: Cart; language: Language }) {
  const t = useTranslations('basket.share');
  const context = useBasketContext(language);
  const fieldId = useId();
  const [state, setState] = useState<{ link: string; copied: boolean; partial: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function share() {
    if (busy) return;
    setBusy(true);
    try {
      const withChoices = cart.items.filter((item) => item.packageChoices.length > 0).map((item) => item.productId);
      const [groups, { reservationQuery }, { shareableLink }] = await Promise.all([
        withChoices.length > 0 ? packageGroupsOf(withChoices, context) : Promise.resolve(new Map()),
        import('@/lib/basket/reservation-link'),
        import('@/lib/api/short-links'),
      ]);
      const reservations = cart.items.flatMap((item) => reservationOfSale(item, groups.get(item.optionId) ?? []) ?? []);
      const link = await shareableLink(`${window.location.origin}${knownPagePath(language, 'basket')}?${reservationQuery(reservations)}`);
      const copied = await navigator.clipboard?.writeText(link).then(
        () => true,
        () => false,
      );
      setState({ link, copied: copied === true, partial: reservations.length < cart.items.length });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.share}>
      <button type="button" className={styles.linkButton} aria-disabled={busy} onClick={() => void share()}>
        {t('button')}
      </button>
      {state ? (
        <div role="status">
          {state.copied ? <p>{t('copied')}</p> : null}
          {state.partial ? <p className={styles.note}>{t('partial')}</p> : null}
          <label htmlFor={fieldId} className={styles.note}>
            {t('label')}
          </label>
          <input id={fieldId} className={styles.shareField} readOnly value={state.link} onFocus={(event) => event.currentTarget.select()} />
        </div>
      ) : null}
    </div>
  );
}
