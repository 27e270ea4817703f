'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { removeSale } from '@/lib/api/cart';
import { trackRemoveFromCart } from '@/lib/tracking/track';
import { failureKey } from '@/lib/basket/failure-key';
import { isExpired } from '@/lib/basket/sale-status';
import type { Language } from '@/lib/i18n/languages';
import type { Cart, Sale } from '@/provider/api/contract/cart';
import { useAnnounce } from './announcer';
import { BasketItem } from './basket-item';
import { useCartAction } from './use-basket';
import styles from './basket.module.css';

interface Props {
  cart: Cart;
  language: Language;
  /** Provider time of the last hold that ran out on this page (see useHoldExpiry). */
  checkedAt: number;
  /** Items whose places were gone when holding them again was tried. */
  lost: ReadonlySet<number>;
  /** The last item was removed: the empty basket takes the keyboard. */
  onEmptied: () => void;
}

/**
 * The items, each removable. After a removal the keyboard goes to the item that took its
 * place (or the one before), and the removal is announced; the header's count follows.
 */
export function BasketItems({ cart, language, checkedAt, lost, onEmptied }: Props) {
  const t = useTranslations('basket');
  const announce = useAnnounce();
  const action = useCartAction(language);
  // The item last asked to go: its failure, if any, shows on it.
  const [removingId, setRemovingId] = useState<number | null>(null);
  const items = useRef(new Map<number, HTMLElement>());
  const focusNext = useRef<number | null>(null);

  useEffect(() => {
    if (focusNext.current === null) return;
    items.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [cart.items]);

  async function remove(sale: Sale) {
    const index = cart.items.findIndex((item) => item.id === sale.id);
    const neighbour = cart.items[index + 1] ?? cart.items[index - 1];
    setRemovingId(sale.id);
    const updated = await action.run((http, context) => removeSale(http, sale.id, context));
    if (!updated) return;
    trackRemoveFromCart(sale);
    setRemovingId(null);
    announce(t('item.removed', { name: sale.productName }));
    if (updated.items.length === 0) onEmptied();
    else focusNext.current = updated.items.some((item) => item.id === neighbour?.id) ? (neighbour?.id ?? null) : (updated.items[0]?.id ?? null);
  }

  const removeError = action.failure ? t(`errors.${failureKey(action.failure)}`) : null;
  return (
    <ul className={styles.items}>
      {cart.items.map((sale) => (
        <li key={sale.id}>
          <BasketItem
            ref={(element) => {
              if (element) items.current.set(sale.id, element);
              else items.current.delete(sale.id);
            }}
            sale={sale}
            language={language}
            expired={isExpired(sale, checkedAt)}
            lost={lost.has(sale.id)}
            removing={action.pending && removingId === sale.id}
            removeError={removingId === sale.id ? removeError : null}
            onRemove={remove}
          />
        </li>
      ))}
    </ul>
  );
}
