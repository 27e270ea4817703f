export { addToCart } from './add';
export { crossSelling } from './cross-selling';
export type { CartDeps } from './deps';
export { applyCoupon, removeCoupon, removeSale, renewHolds, setTraveller, updateCurrency } from './edit';
export { DEFAULT_HOLD_MINUTES } from './holds';
export { bearerToken, cartOfToken } from './session';
export { switchOption, upsellOptions } from './upsell';
export { viewCart } from './view';
