import type { CancellationPolicy } from '../../domain/cancellation';
import { randomFor } from '../random';
import type { ProductPlan } from './product-plans';

/** The shop's standard terms: a full refund up to 24 hours before the departure (an open ticket: until first use). */
export const STANDARD_TERMS: CancellationPolicy = { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440 };

const full = (hours: number): CancellationPolicy => ({ refundType: 'full', refundPercent: 100, cutoffMinutes: hours * 60 });
const half = (hours: number): CancellationPolicy => ({ refundType: 'partial', refundPercent: 50, cutoffMinutes: hours * 60 });
const NON_REFUNDABLE: CancellationPolicy = { refundType: 'none', refundPercent: 0, cutoffMinutes: 0 };

/** Terms to draw from, with their weights. */
type Draw = [CancellationPolicy, number][];

/**
 * How operators of each kind of ticket let buyers cancel. Most sell on the standard terms;
 * walking tours often until 2 hours before; attractions and evening cruises with dated
 * entries are sometimes non-refundable; private tours, run for one party, refund half
 * until 48 hours before.
 */
function termsFor(plan: ProductPlan, position: number): Draw {
  switch (plan.type) {
    case 'hop_on_hop_off':
    case 'bus_boat':
      return [[STANDARD_TERMS, 1]];
    case 'combo':
      return [[STANDARD_TERMS, 75], [NON_REFUNDABLE, 25]];
    case 'city_tour':
      return [[STANDARD_TERMS, 45], [full(2), 35], [half(48), 20]];
    case 'boat_tour':
      // The first option is the day cruise; the second the sunset cruise, a special departure.
      return position === 1 ? [[STANDARD_TERMS, 80], [half(48), 20]] : [[STANDARD_TERMS, 30], [NON_REFUNDABLE, 40], [half(48), 30]];
    case 'private_tour':
      return [[full(48), 40], [half(48), 60]];
    case 'attraction':
      // The first option is the open entry ticket; the second a timed skip-the-line entry.
      return position === 1 ? [[STANDARD_TERMS, 70], [NON_REFUNDABLE, 30]] : [[STANDARD_TERMS, 50], [NON_REFUNDABLE, 30], [half(48), 20]];
  }
}

/**
 * Options that keep the standard terms whatever the draw: Paris's morning walking tour is the
 * catalogue's reference ticket, the one the examples and the provider's tests book and cancel.
 */
const STANDARD_BY_DESIGN = new Set([41031]);

/**
 * An option's cancellation policy, drawn from a stream of its own so the rest of the
 * catalogue (prices, reviews) stays as it was.
 */
export function cancellationTerms(plan: ProductPlan, position: number, optionId: number): CancellationPolicy {
  if (STANDARD_BY_DESIGN.has(optionId)) return STANDARD_TERMS;
  const draw = termsFor(plan, position);
  const index = randomFor('cancellation', optionId).weighted(draw.map(([, weight]) => weight));
  return draw[index]?.[0] ?? STANDARD_TERMS;
}
