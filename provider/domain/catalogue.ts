/** The catalogue's closed vocabularies (spec §3), shared by the schema, the seed and the contract. */

export const PRODUCT_TYPES = [
  'hop_on_hop_off',
  'city_tour',
  'boat_tour',
  'bus_boat',
  'private_tour',
  'attraction',
  'combo',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const VEHICLES = ['bus', 'boat', 'bus_boat', 'car'] as const;
export type Vehicle = (typeof VEHICLES)[number];

export const DURATION_UNITS = ['minute', 'hour', 'day'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** The 14 passenger types of spec §3. */
export const UNIT_TYPES = [
  'group',
  'adult',
  'child',
  'infant',
  'senior',
  'student',
  'resident',
  'family',
  'resident_child',
  'resident_senior',
  'mini',
  'disabled',
  'teenager',
  'youth',
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const VOUCHER_TYPES = ['mobile', 'paper', 'mobile_or_paper'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];

export const PRODUCT_STATUSES = ['active', 'temporarily_unavailable'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** How an option is sold: `timed` has start times with a capacity each; `open` is free-sale within its validity. */
/** What a cancellation gives back (OCTO's `refundable`, with the share when partial). */
export const REFUND_TYPES = ['full', 'partial', 'none'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

export const OPTION_KINDS = ['timed', 'open'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

/** A day's or a slot's availability (spec §3 "Date availability"). */
export const AVAILABILITY_STATUSES = ['available', 'unavailable', 'block_out', 'almost_sold_out', 'sold_out'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const LANDMARK_KINDS = [
  'monument',
  'museum',
  'church',
  'palace',
  'castle',
  'park',
  'square',
  'market',
  'viewpoint',
  'bridge',
  'harbour',
  'tower',
  'street',
  'stadium',
  'beach',
] as const;
export type LandmarkKind = (typeof LANDMARK_KINDS)[number];

export const SERVICE_UPDATE_SEVERITIES = ['info', 'warning', 'disruption'] as const;
export type ServiceUpdateSeverity = (typeof SERVICE_UPDATE_SEVERITIES)[number];

/** Scope ids of spec §3: the catalogue a site sells. */
export const SCOPES = {
  worldwide: 10,
  paris: 41,
  spain: 1762,
  london: 1980,
  portugal: 2848,
} as const;

/** Kinds of contact-form query (spec §3). */
export const QUERY_TYPES = ['information', 'enquiry', 'cancellation', 'other', 'collaboration'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

export { MAX_QUERY_LENGTH } from './query-length';
