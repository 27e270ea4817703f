/** Most tickets of one passenger type in one basket item: beyond this it is a group booking. */
export const MAX_UNIT_QUANTITY = 50;
/** Most items one basket holds. */
export const MAX_CART_ITEMS = 20;
/** Longest coupon code. */
export const MAX_COUPON_LENGTH = 40;
