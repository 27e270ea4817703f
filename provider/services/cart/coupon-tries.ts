import { addressKey, type Limits } from '../limits';
import type { CartDeps } from './deps';
import { applyCoupon } from './edit';
import type { CartRow } from './session';

/**
 * `coupon/apply` with its tries counted per address and per basket (LIMITS.couponPerAddress,
 * couponPerBasket). Failures only: every try is charged before the code is looked up, atomically,
 * so parallel guesses cannot slip past; a code that applies gives its tries back. Once a limit is
 * reached every code is refused, the valid ones too, or the refusal would tell them apart.
 */
export async function tryCoupon(limits: Pick<Limits, 'couponPerAddress' | 'couponPerBasket'>, deps: CartDeps, cart: CartRow | null, code: string, ip: string | undefined) {
  const charged = [{ limiter: limits.couponPerAddress, key: addressKey(ip) }, ...(cart ? [{ limiter: limits.couponPerBasket, key: cart.id }] : [])];
  for (const { limiter, key } of charged) await limiter.take(key);
  await applyCoupon(deps, cart, code);
  await Promise.all(charged.map(({ limiter, key }) => limiter.giveBack(key)));
}
