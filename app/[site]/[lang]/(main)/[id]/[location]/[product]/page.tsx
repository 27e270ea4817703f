import { productPage, type ProductRouteParams } from '@/lib/site/product-page';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** `/{lang}/{id}/{location}/{product_id}` (spec §2): the product at its full address, with its slug. */
export default async function ProductWithoutSlug(props: ProductRouteParams) {
  // Without a slug the loader always redirects to the canonical address (or answers 404).
  await productPage(props);
  return null;
}
