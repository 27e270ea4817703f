import { eq } from 'drizzle-orm';
import { log } from '@/lib/log';
import { agencies, agencyTopUps } from '../../db/schema';
import type { PaymentDeps } from '../payment/deps';
import type { GatewayNotification } from '../payment/gateway';
import { TOP_UP_REFERENCE } from '../payment/references';
import { captureTopUp, creditTopUp, topUpAmount } from './top-up-credit';
import { advance } from './top-up';

/** A notification about an agency's top-up (`TU…`), not an order. */
export const isTopUpNotification = (item: GatewayNotification) => TOP_UP_REFERENCE.test(item.merchantReference);

/**
 * The gateway's word on a top-up: a successful AUTHORISATION (the shopper never came back from
 * 3-D Secure, or the answer was lost) captures and credits it, a failed one refuses it, a
 * successful CAPTURE credits it. Each credits at most once (`creditTopUp`), however often it comes
 * and in whatever order. Only for the top-up's own amount: a notification of another is ignored.
 */
export async function topUpNotified(deps: Pick<PaymentDeps, 'db' | 'gateway' | 'now'>, item: GatewayNotification): Promise<void> {
  const { db, now } = deps;
  const [found] = await db
    .select({ topUp: agencyTopUps, currencyId: agencies.currencyId })
    .from(agencyTopUps)
    .innerJoin(agencies, eq(agencies.id, agencyTopUps.agencyId))
    .where(eq(agencyTopUps.reference, item.merchantReference));
  if (!found) return;
  const { topUp, currencyId } = found;
  const expected = topUpAmount(topUp, currencyId);
  if (item.amount && (item.amount.value !== expected.value || item.amount.currency !== expected.currency)) {
    log.error(`Top-up ${topUp.reference}: ${item.eventCode} for ${item.amount.value} ${item.amount.currency} ignored (expected ${expected.value} ${expected.currency})`);
    return;
  }
  if (item.eventCode === 'AUTHORISATION') {
    if (!item.success) {
      await advance(deps, topUp, { status: 'refused', pspReference: item.pspReference });
      return;
    }
    const authorised = await advance(deps, topUp, { status: 'authorised', pspReference: item.pspReference });
    if (authorised.status === 'authorised') await captureTopUp(deps, authorised, currencyId);
  } else if (item.eventCode === 'CAPTURE' && item.success && topUp.status !== 'refused') {
    await creditTopUp(db, topUp.id, now);
  }
}
