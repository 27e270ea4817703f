'use client';

import { useEffect } from 'react';
import { loadShopTracking } from '@/lib/tracking/load-tracking';
import type { TrackedProduct } from '@/lib/tracking/ecommerce';
import type { ProductDetails } from '@/lib/tracking/track';

/** The product page's view_item event and the marketing record's productData (lib/tracking/product-details.ts). Renders nothing. */
export function ProductViewTracker({ product, details }: { product: TrackedProduct; details: ProductDetails }) {
  useEffect(() => {
    void loadShopTracking().then(({ trackViewItem }) => trackViewItem(product, details));
    // Once per product shown; the objects are rebuilt on every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id, details.url]);
  return null;
}
