/** Sales items and baskets for the tracking tests. */
import type { Cart, Sale } from '@/provider/api/contract/cart';
import { encodeSiteB } from '@/provider/domain/site-b';

export function sale(id: number, productId: number, euroCents: number, adults = 2): Sale {
  return {
    id,
    productId,
    productName: `Tour ${productId}`,
    productUrl: `/41/paris/${productId}/tour-${productId}`,
    image: `/api/v2/media/product/${productId}.svg`,
    locationName: 'Paris',
    optionId: productId * 10 + 1,
    optionName: 'Morning',
    date: '2027-05-12',
    time: '10:00',
    timeZone: 'Europe/Paris',
    units: [{ type: 'adult', name: 'Adult', quantity: adults, unitPrice: { amount: euroCents / adults, currency: 'EUR' } }],
    packageChoices: [],
    amount: { amount: euroCents, currency: 'EUR' },
    heldUntil: '2027-05-01T10:00:00.000Z',
    status: 'held',
    reservesCredit: false,
    studentCardRequired: false,
    identityDocumentRequired: false,
    siteB: encodeSiteB(euroCents),
  };
}

export function cartOf(items: Sale[], coupon: Cart['coupon'] = null): Cart {
  const subtotal = items.reduce((sum, item) => sum + item.amount.amount, 0);
  const discount = coupon?.discount.amount ?? 0;
  return {
    id: 'cart-7',
    currencyId: 1,
    items,
    count: items.length,
    subtotal: { amount: subtotal, currency: 'EUR' },
    coupon,
    total: { amount: subtotal - discount, currency: 'EUR' },
    heldUntil: null,
    traveller: null,
    now: '2027-05-01T09:00:00.000Z',
  };
}

type Tracked = Window & { dataLayer?: unknown[] };
export const layer = () => (window as Tracked).dataLayer ?? [];
export const events = (name: string) => layer().filter((entry) => (entry as { event?: string }).event === name) as Record<string, unknown>[];
/** The gtag commands (pushed as `arguments` objects) as arrays. */
export const commands = () => layer().filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]').map((entry) => Array.from(entry as ArrayLike<unknown>));
export const resetDataLayer = () => delete (window as Tracked).dataLayer;
