'use client';

import { useTranslations } from 'next-intl';
import { useVisitor } from '@/stores/visitor-store';
import { CartIcon } from '@/components/ui/icons';
import styles from './cart-button.module.css';
import { useShellPaths } from '@/components/providers/shell-paths';

/** The basket link, with the number of items as a badge when there are any (spec §2). */
export function CartButton() {
  const paths = useShellPaths();
  const t = useTranslations('header');
  const count = useVisitor((s) => s.cartCount);
  return (
    <a href={paths.basket} className={styles.cart} aria-label={t('cart', { count })}>
      <CartIcon size={22} />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </a>
  );
}
