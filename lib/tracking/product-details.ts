import type { Product } from '@/provider/api/contract/products';
import type { ProductDetails } from './track';

/**
 * What the marketing record's productData says of a product besides its name and prices, worked
 * out on the server with the page (the product page's tracker only hands it on).
 */
export function productDetails(product: Pick<Product, 'overview' | 'image' | 'type' | 'status' | 'country' | 'duration'>, url: string): ProductDetails {
  return {
    url,
    // The first paragraph: the record is a summary, not the page.
    description: product.overview.split(/\n\s*\n/)[0]?.trim() ?? '',
    imageUrl: product.image.url,
    productType: product.type,
    available: product.status === 'active',
    // The ISO code, like the record's userData and purchaseData countries.
    country: product.country.isoCode,
    duration: product.duration,
  };
}
