import { Picture } from '@/components/ui/picture';
import { useTranslations } from 'next-intl';
import type { FromPrice, InEveryCurrency } from '@/lib/api/prices';
import { TrackedProductList } from '@/components/product/tracked-product-list';
import { PriceFrom } from '@/components/ui/price-from';
import styles from './home.module.css';

export interface DestinationCard {
  id: number;
  name: string;
  country: string;
  href: string;
  image: { url: string; width: number; height: number };
  productCount: number;
  prices: InEveryCurrency<FromPrice>;
}

/**
 * Top destinations as picture cards: the city, its country, how many tours, and from how much.
 * Tracked like a product list (view_item_list, select_item), each city an item of its own.
 */
export function DestinationCards({ destinations, locale, listName = 'destinations' }: { destinations: DestinationCard[]; locale: string; listName?: string }) {
  const t = useTranslations('location');
  const tracked = destinations.map(({ id, name, prices }) => ({ id, itemId: `location-${id}`, name, locationName: name, prices }));
  return (
    <TrackedProductList className={styles.destinations} listName={listName} products={tracked}>
      {destinations.map((destination) => (
        <li key={destination.id} className={styles.destination}>
          <div className={styles.destinationPicture}>
            <Picture src={destination.image.url} alt="" width={destination.image.width} height={destination.image.height} sizes="(max-width: 40rem) 50vw, 18rem" />
          </div>
          <div className={styles.destinationText}>
            <h3 className={styles.destinationName}>
              <a href={destination.href} className={styles.destinationLink}>
                {destination.name}
              </a>
            </h3>
            <p className={styles.destinationMeta}>
              {destination.country} · {t('productCount', { count: destination.productCount })}
            </p>
            <PriceFrom prices={destination.prices} locale={locale} />
          </div>
        </li>
      ))}
    </TrackedProductList>
  );
}
