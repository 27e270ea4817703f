import { addDays } from '../../domain/dates';

/** Demo discount codes around the anchor date: two that work and one that has expired (README lists them). */
export function couponRows(anchor: string) {
  return [
    { code: 'WELCOME10', percent: 10, validFrom: addDays(anchor, -60), validTo: addDays(anchor, 3 * 365) },
    { code: 'FAMILY20', percent: 20, validFrom: addDays(anchor, -60), validTo: addDays(anchor, 3 * 365) },
    { code: 'SUMMER15', percent: 15, validFrom: addDays(anchor, -400), validTo: addDays(anchor, -300) },
  ];
}
