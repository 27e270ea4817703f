'use client';

import { useQueries } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { getWishlistCard } from '@/lib/api/member-area';
import type { ShopProductCard } from '@/lib/api/product-cards';
import { callBasket, orThrow } from '@/lib/basket/basket-call';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { parseLanguage } from '@/lib/i18n/negotiate';
import { useShellPaths } from '@/components/providers/shell-paths';
import { productPath } from '@/lib/i18n/paths';
import { useMemberContext } from '@/lib/member/use-member';
import type { ProductCard } from '@/provider/api/contract/products';
import { ProductGrid } from '@/components/product/product-card';
import buttons from '@/components/ui/buttons.module.css';
import { useWishlist } from './use-wishlist';
import styles from './member-area.module.css';

/** A saved product as the grid shows it. It came in the visitor's currency, so that price stands for each. */
export function toWishlistCard(card: ProductCard, language: Language): ShopProductCard {
  const { priceFrom, retailFrom, savingsPercent, ...rest } = card;
  const price = { from: priceFrom, retail: retailFrom, savingsPercent, ...(card.memberPriceFrom ? { member: card.memberPriceFrom } : {}) };
  return {
    ...rest,
    href: productPath(parseLanguage(card.lang) ?? language, card.locationId, card.locationUrl, card.id, card.url),
    prices: { 1: price, 2: price, 3: price },
  };
}

/** The wishlist: the saved products as cards (each heart removes its own), in the order they were saved. */
export function WishlistPanel({ language }: { language: Language }) {
  const paths = useShellPaths();
  const t = useTranslations('memberArea.wishlist');
  const context = useMemberContext();
  const wishlist = useWishlist();
  const cards = useQueries({
    queries: wishlist.productIds.map((id) => ({
      queryKey: ['wishlist-card', id, context.language, context.currency],
      queryFn: () => orThrow(callBasket((http, c) => getWishlistCard(http, id, c), context)),
      retry: false,
      staleTime: 5 * 60_000,
    })),
  });

  if (wishlist.loading) return <p role="status">{t('loading')}</p>;
  if (wishlist.productIds.length === 0) {
    return (
      <div className={styles.panelBody}>
        <h2 className={styles.panelTitle}>{t('title')}</h2>
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <a className={buttons.primary} href={paths.allDestinations}>
            {t('emptyLink')}
          </a>
        </div>
      </div>
    );
  }

  const loaded = cards.flatMap((card) => (card.data ? [toWishlistCard(card.data, language)] : []));
  const loading = cards.some((card) => card.isPending);
  const failed = cards.some((card) => card.isError);
  return (
    <div className={styles.panelBody}>
      <h2 className={styles.panelTitle}>{t('title')}</h2>
      {loaded.length > 0 ? <ProductGrid products={loaded} locale={LANGUAGES[language].intlLocale} /> : null}
      {loading ? <p role="status">{t('loading')}</p> : null}
      {failed && !loading ? <p className={styles.muted}>{t('failed')}</p> : null}
    </div>
  );
}
