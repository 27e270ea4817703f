'use client';

import { useEffect } from 'react';
import type { FromPrice, InEveryCurrency } from '@/lib/api/prices';
import { loadShopTracking } from '@/lib/tracking/load-tracking';
import type { Product } from '@/provider/api/contract/products';

interface Props {
  product: Pick<Product, 'id' | 'name' | 'locationName' | 'country' | 'overview' | 'image' | 'type' | 'status' | 'duration'>;
  prices: InEveryCurrency<FromPrice>;
  /** The page's absolute address. */
  url: string;
}

/** The product page's view_item event and the marketing record's productData. Renders nothing. */
export function ProductViewTracker({ product, prices, url }: Props) {
  const { id, name, locationName, country, overview, image, type, status, duration } = product;
  useEffect(() => {
    const seen = { id, name, locationName, prices };
    const details = {
      url,
      // The first paragraph: the record is a summary, not the page.
      description: overview.split(/\n\s*\n/)[0]?.trim() ?? '',
      imageUrl: image.url,
      productType: type,
      available: status === 'active',
      // The ISO code, like the record's userData and purchaseData countries.
      country: country.isoCode,
      duration,
    };
    void loadShopTracking().then(({ trackViewItem }) => trackViewItem(seen, details));
    // Once per product shown; the prices object is rebuilt on every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, url]);
  return null;
}
