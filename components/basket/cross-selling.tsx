'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { crossSellingProducts } from '@/lib/api/cart';
import type { ShopProductCard } from '@/lib/api/product-cards';
import { callBasket, orThrow } from '@/lib/basket/basket-call';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { parseLanguage } from '@/lib/i18n/negotiate';
import { productPath } from '@/lib/i18n/paths';
import type { ProductCard } from '@/provider/api/contract/products';
import { ProductGrid } from '@/components/product/product-card';
import { basketKey, failureOf, useBasketContext, useLostSession } from './use-basket';
import styles from './basket.module.css';

/** A suggestion as the product grid shows it. It came in the visitor's currency, so that price stands for each. */
function toShopCard(card: ProductCard, language: Language): ShopProductCard {
  const { priceFrom, retailFrom, savingsPercent, ...rest } = card;
  const price = { from: priceFrom, retail: retailFrom, savingsPercent };
  return {
    ...rest,
    href: productPath(parseLanguage(card.lang) ?? language, card.locationId, card.locationUrl, card.id, card.url),
    prices: { 1: price, 2: price, 3: price },
  };
}

/** Cross-selling (spec §2, a site flag): more to do in the basket's cities. A 500 leaves a retry here, not an error page (spec §8). */
export function CrossSelling({ language, productIds }: { language: Language; productIds: number[] }) {
  const t = useTranslations('basket.crossSelling');
  const context = useBasketContext(language);
  const query = useQuery({
    queryKey: [...basketKey(context), 'related', 'crossSelling', productIds.join(',')],
    queryFn: () => orThrow(callBasket(crossSellingProducts, context)),
    retry: false,
  });
  const lost = useLostSession(language, query.error);
  if (lost || query.isPending) return null;
  if (query.isError) {
    return (
      <section className={styles.crossSelling} aria-labelledby="basket-cross-selling-title">
        <h2 id="basket-cross-selling-title">{t('title')}</h2>
        <p className={styles.error} role={failureOf(query.error)?.status === 500 ? undefined : 'alert'}>
          {t('failed')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </p>
      </section>
    );
  }
  if (query.data.length === 0) return null;
  return (
    <section className={styles.crossSelling} aria-labelledby="basket-cross-selling-title">
      <h2 id="basket-cross-selling-title">{t('title')}</h2>
      <ProductGrid products={query.data.map((card) => toShopCard(card, language))} locale={LANGUAGES[language].intlLocale} listName="cross-selling" />
    </section>
  );
}
