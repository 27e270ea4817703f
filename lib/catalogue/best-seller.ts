/** The fields the best-seller rule reads from a product card. */
interface Ranked {
  id: number;
  status: string;
  reviewCount: number;
}

/**
 * The product of a list tagged "Best seller": the one on sale with the most reviews. The
 * catalogue has no sales figures; reviews are written by travellers after their tour, so the
 * review count is the sales evidence it does have. Ties go to the earlier card (lists are in the
 * shop's ranking); no product is tagged when none has a review.
 */
export function bestSellerId(products: readonly Ranked[]): number | null {
  let best: Ranked | null = null;
  for (const product of products) {
    if (product.status !== 'active' || product.reviewCount === 0) continue;
    if (!best || product.reviewCount > best.reviewCount) best = product;
  }
  return best?.id ?? null;
}
