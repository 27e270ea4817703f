import type { ProductPlan } from './product-plans';

/*
 * Products sold under a condition the booking must meet, as real operators set them.
 */

/**
 * Sights whose entrance checks each visitor's passport or ID card against a named ticket:
 * seats of parliament and government, and the Alhambra. Bus and boat rides past them do not.
 */
const ID_CHECKED_SIGHTS = new Set(['Alhambra', 'Casa Rosada', 'La Moneda Palace', 'National Capitol Building', 'Reichstag Building', 'Hungarian Parliament Building', 'United States Capitol', 'White House', 'European Parliament']);

/** Whether the tickets of a product let the visitor into a sight that checks IDs. */
export const entryChecksIdentity = (plan: ProductPlan) => (plan.type === 'attraction' || plan.type === 'combo') && ID_CHECKED_SIGHTS.has(plan.headline.names.en);

/** How near the city a buyer of an on-the-spot ticket must be, in km. */
export const ON_THE_SPOT_RADIUS_KM = 25;

/**
 * A city's second hop-on hop-off tour (the big cities have two) is sold on the spot, as street
 * vendors sell it: only to visitors already in town, so the buyer must be near the city.
 */
export const nearbyRadiusKm = (plan: ProductPlan): number | null => (plan.type === 'hop_on_hop_off' && plan.cityRank > 1 ? ON_THE_SPOT_RADIUS_KM : null);
