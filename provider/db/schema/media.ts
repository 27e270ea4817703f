import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { LocalisedText } from '../../api/contract/languages';
import { oneOf } from './columns';

export const IMAGE_OWNERS = ['location', 'product'] as const;
export type ImageOwner = (typeof IMAGE_OWNERS)[number];

/**
 * A city's or a product's gallery, in order (position 1 is the main picture). The URL is
 * absolute on the operator's image host, or a path under the provider's own artwork.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    id: serial().primaryKey(),
    ownerKind: text().$type<ImageOwner>().notNull(),
    ownerId: integer().notNull(),
    position: integer().notNull(),
    url: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** What the picture shows, per content language (a missing language falls back to English). */
    alt: jsonb().$type<Partial<LocalisedText>>().notNull(),
    /** The photographer or source, shown under the picture when set. */
    credit: text(),
  },
  (t) => [
    // Also the index for reading one owner's gallery in order.
    unique('media_images_owner_position').on(t.ownerKind, t.ownerId, t.position),
    check('media_images_owner_kind', oneOf('owner_kind', IMAGE_OWNERS)),
    check('media_images_size', sql`${t.width} > 0 and ${t.height} > 0 and ${t.position} > 0`),
  ],
);
