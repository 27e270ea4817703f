import { randomFor } from '../random';
import type { ProductPlan } from './product-plans';

/** About a third of the catalogue has a member price. */
const SHARE = 0.37;
const PERCENTS = [10, 12, 15, 20] as const;

/** The products the member-price teaser always shows on: Paris's main products and London's hop-on hop-off buses. */
function alwaysDiscounted(plan: ProductPlan): boolean {
  if (plan.city.seed.id === 41) return plan.cityRank <= 3;
  return plan.city.seed.id === 95 && plan.type === 'hop_on_hop_off';
}

/**
 * A product's member discount (10–20% off every ticket), or null for none: a stream of its own
 * per product, so the rest of the catalogue comes out as before.
 */
export function memberDiscountPercent(plan: ProductPlan): number | null {
  const random = randomFor('member-prices', plan.id);
  const discounted = random.chance(SHARE);
  const percent = PERCENTS[random.weighted([40, 15, 30, 15])] ?? 10;
  return discounted || alwaysDiscounted(plan) ? percent : null;
}
