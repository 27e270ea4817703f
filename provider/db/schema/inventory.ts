import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { productOptions } from './products';

/**
 * Places taken from a timed option's capacity on a day and start time: `sold` for
 * good, `held` by a basket until `expires_at`. Remaining = capacity − sold − unexpired holds.
 */
export const inventoryAllocations = pgTable(
  'inventory_allocations',
  {
    id: serial().primaryKey(),
    optionId: integer()
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    travelDate: date().notNull(),
    /** 'HH:MM'; null for open-dated options. */
    startTime: text(),
    quantity: integer().notNull(),
    kind: text().$type<'sold' | 'held'>().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    /** The order or basket the places belong to. */
    reference: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_allocations_slot').on(t.optionId, t.travelDate, t.startTime),
    index('inventory_allocations_reference').on(t.reference),
    check('inventory_allocations_kind', sql`${t.kind} in ('sold', 'held')`),
    check('inventory_allocations_quantity', sql`${t.quantity} > 0`),
    check('inventory_allocations_hold_expires', sql`(${t.kind} = 'held') = (${t.expiresAt} is not null)`),
  ],
);
