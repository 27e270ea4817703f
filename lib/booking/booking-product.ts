import type { Product } from '@/provider/api/contract/products';
import { cityToday } from './calendar';
import type { BookingProduct, PassengerType } from './types';

/**
 * What the booking panel needs of a product, taken from the page's cached product so the
 * island's props stay small: passenger types in the order the options list them (adults
 * first, as operators sell them), and each option's vehicle in the page's words.
 */
export function bookingProductOf(product: Product, vehicleName: (vehicle: NonNullable<Product['options'][number]['vehicle']>) => string): BookingProduct {
  const passengerTypes: PassengerType[] = [];
  for (const option of product.options) {
    for (const { type, name, ageFrom, ageTo } of option.units) {
      if (!passengerTypes.some((p) => p.type === type)) passengerTypes.push({ type, name, ageFrom, ageTo });
    }
  }
  return {
    id: product.id,
    city: product.locationName,
    timeZone: product.timeZone,
    renderedOn: cityToday(product.timeZone),
    studentCardRequired: product.studentCardRequired,
    voucherMonths: product.voucher.validityMonths,
    nearbyOnly: product.nearbyOnly,
    passengerTypes,
    vehicles: Object.fromEntries(product.options.map((option) => [option.id, option.vehicle ? vehicleName(option.vehicle) : null])),
  };
}
