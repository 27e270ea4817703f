import { and, asc, eq, isNull } from 'drizzle-orm';
import { inventoryAllocations, type OrderLine } from '../../db/schema';
import type { Database } from '../../db/types';
import type { OrderRow } from '../payment/answer';
import { placesOfLine } from '../payment/payment-holds';
import { orderReference } from '../payment/settle';

/**
 * A line's sold places go back on sale: its one `sold` row of the order (settle.ts sells each line
 * as one row), found by the line's departure and size. A cancellation and a date change both free
 * them here, under the order's and the departure's locks.
 */
export async function releaseSoldPlaces(tx: Database, order: OrderRow, line: OrderLine): Promise<void> {
  const [sold] = await tx
    .select({ id: inventoryAllocations.id })
    .from(inventoryAllocations)
    .where(
      and(
        eq(inventoryAllocations.reference, orderReference(order)),
        eq(inventoryAllocations.kind, 'sold'),
        eq(inventoryAllocations.optionId, line.optionId),
        eq(inventoryAllocations.travelDate, line.date),
        line.time === null ? isNull(inventoryAllocations.startTime) : eq(inventoryAllocations.startTime, line.time),
        eq(inventoryAllocations.quantity, placesOfLine(line)),
      ),
    )
    .orderBy(asc(inventoryAllocations.id))
    .limit(1);
  if (sold) await tx.delete(inventoryAllocations).where(eq(inventoryAllocations.id, sold.id));
}
