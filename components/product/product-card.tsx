import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ShopProductCard } from '@/lib/api/product-cards';
import { formatCatalogueDuration } from '@/lib/format/duration';
import { MemberPriceFrom } from '@/components/member/member-price';
import { WishlistHeart } from '@/components/member/wishlist-heart';
import { PriceFrom } from '@/components/ui/price-from';
import { Rating } from '@/components/ui/rating';
import styles from './product-card.module.css';

/** A product in a list: picture, what it is, how long, how it is rated, and from how much. */
export function ProductCard({ product, locale, headingLevel = 3 }: { product: ShopProductCard; locale: string; headingLevel?: 2 | 3 }) {
  const t = useTranslations('catalogue');
  const common = useTranslations('common');
  const Heading = `h${headingLevel}` as const;
  const unavailable = product.status !== 'active';
  return (
    <article className={styles.card}>
      <div className={styles.picture}>
        <Image src={product.image.url} alt="" width={product.image.width} height={product.image.height} sizes="(max-width: 40rem) 100vw, 22rem" />
        <ul className={styles.badges}>
          {product.isNew ? <li className={styles.new}>{t('new')}</li> : null}
          {unavailable ? <li className={styles.unavailable}>{t('temporarilyUnavailable')}</li> : null}
        </ul>
        <WishlistHeart productId={product.id} />
      </div>
      <div className={styles.body}>
        <p className={styles.type}>{t(`types.${product.type}`)}</p>
        <Heading className={styles.name}>
          {/* The whole card is clickable through this link's ::after. */}
          <Link href={product.href} className={styles.link}>
            {product.name}
          </Link>
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

/** Products as a responsive grid of cards. */
export function ProductGrid({ products, locale, headingLevel }: { products: ShopProductCard[]; locale: string; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
