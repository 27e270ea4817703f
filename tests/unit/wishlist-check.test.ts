import { expect, it } from 'vitest';
import { WishlistCheck } from '@/lib/api/wishlist';

it('reads a wishlist answer, checked by hand, and refuses anything else', () => {
  expect(WishlistCheck.safeParse({ productIds: [4101, 4103], extra: true })).toEqual({ success: true, data: { productIds: [4101, 4103], extra: true } });
  expect(WishlistCheck.safeParse({ productIds: [] })).toMatchObject({ success: true });
  for (const wrong of [null, 'x', {}, { productIds: 'x' }, { productIds: [1.5] }, { productIds: ['4101'] }]) {
    expect(WishlistCheck.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
  }
});
