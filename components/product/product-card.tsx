import type { ComponentProps } from 'react';
import { Picture } from '@/components/ui/picture';
import { useTranslations } from 'next-intl';
import type { ShopProductCard } from '@/lib/api/product-cards';
import { bestSellerId } from '@/lib/catalogue/best-seller';
import type { CityCardFlags } from '@/lib/site/features';
import { formatCatalogueDuration } from '@/lib/format/duration';
import { MemberPriceFrom } from '@/components/member/member-price';
import { WishlistHeart } from '@/components/islands/idle/wishlist-heart';
import { PriceFrom } from '@/components/ui/price-from';
import { Rating } from '@/components/ui/rating';
import { TrackedProductList } from './tracked-product-list';
import styles from './product-card.module.css';
// The wishlist heart's styles, with the page rather than with its late code (components/islands/lazy-when-idle.tsx).
import '@/components/member/wishlist-heart.module.css';

/** The badges a card may carry besides "unavailable"; lists outside a city's pages show "New" and no tag. */
interface CardMarks {
  bestSeller: boolean;
  showNew: boolean;
}

const PLAIN_MARKS: CardMarks = { bestSeller: false, showNew: true };

/** A product in a list: picture, what it is, how long, how it is rated, and from how much. */
export function ProductCard({
  product,
  locale,
  headingLevel = 3,
  marks = PLAIN_MARKS,
}: {
  product: ShopProductCard;
  locale: string;
  headingLevel?: 2 | 3;
  marks?: CardMarks;
}) {
  const t = useTranslations('catalogue');
  const common = useTranslations('common');
  const Heading = `h${headingLevel}` as const;
  const unavailable = product.status !== 'active';
  return (
    <article className={styles.card}>
      <div className={styles.picture}>
        <Picture src={product.image.url} alt="" width={product.image.width} height={product.image.height} sizes="(max-width: 40rem) 100vw, 22rem" />
        <ul className={styles.badges}>
          {marks.bestSeller ? <li className={styles.bestSeller}>{t('bestSeller')}</li> : null}
          {marks.showNew && product.isNew ? <li className={styles.new}>{t('new')}</li> : null}
          {unavailable ? <li className={styles.unavailable}>{t('temporarilyUnavailable')}</li> : null}
        </ul>
        <WishlistHeart productId={product.id} />
      </div>
      <div className={styles.body}>
        <p className={styles.type}>{t(`types.${product.type}`)}</p>
        <Heading className={styles.name}>
          {/* The whole card is clickable through this link's ::after. */}
          <a href={product.href} className={styles.link}>
            {product.name}
          </a>
        </Heading>
        <p className={styles.facts}>
          <span>{formatCatalogueDuration(product.duration, (key, values) => common(key, values))}</span>
          {product.reviewCount > 0 ? <Rating rating={product.rating} count={product.reviewCount} /> : null}
        </p>
        <div className={styles.price}>
          <MemberPriceFrom prices={product.prices} locale={locale}>
            <PriceFrom prices={product.prices} locale={locale} />
          </MemberPriceFrom>
        </div>
      </div>
    </article>
  );
}

/** Products as a responsive grid of cards; a city's lists pass their site's `cityFlags` (spec §2 city flags). */
export function ProductGrid({
  products,
  locale,
  headingLevel,
  cityFlags,
  listName = 'products',
  category,
}: {
  products: ShopProductCard[];
  locale: string;
  headingLevel?: 2 | 3;
  cityFlags?: CityCardFlags;
  /** `item_list_name` of the list's tracking events. */
  listName?: string;
  /** The city whose own list this is (tracking's categoryData). */
  category?: ComponentProps<typeof TrackedProductList>['category'];
}) {
  const bestSeller = cityFlags?.tagPromotion ? bestSellerId(products) : null;
  const showNew = cityFlags?.newProducts ?? true;
  const tracked = products.map(({ id, name, locationName, prices }) => ({ id, name, locationName, prices }));
  return (
    <TrackedProductList className={styles.grid} listName={listName} products={tracked} category={category}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} locale={locale} headingLevel={headingLevel} marks={{ bestSeller: product.id === bestSeller, showNew }} />
        </li>
      ))}
    </TrackedProductList>
  );
}
