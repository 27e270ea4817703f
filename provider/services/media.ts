import { and, asc, eq, sql } from 'drizzle-orm';
import type { Image } from '../api/contract/common';
import type { ContentLanguage } from '../api/contract/languages';
import { mediaImages, type ImageOwner } from '../db/schema';
import { anyOf, preparedRead } from '../db/prepared';
import type { Database } from '../db/types';
import { groupBy } from '../domain/group-by';

/** The provider's generated artwork (see api/routes/media.ts), at the size it is drawn. */
export const IMAGE_SIZE = { width: 1200, height: 800 } as const;

/** The address of one of the generated pictures; variant 1 keeps the original short address. */
export const artworkUrl = (owner: ImageOwner, id: number, variant = 1) => `/api/v2/media/${owner}/${variant === 1 ? id : `${id}-${variant}`}.svg`;

export function locationImage(id: number, alt: string): Image {
  return { url: artworkUrl('location', id), alt, ...IMAGE_SIZE };
}

export function productImage(id: number, alt: string): Image {
  return { url: artworkUrl('product', id), alt, ...IMAGE_SIZE };
}

type ImageRow = typeof mediaImages.$inferSelect;

/** A stored picture in the request's language; a missing translation falls back to English. */
export function imageOf(row: ImageRow, language: ContentLanguage): Image {
  const image: Image = { url: row.url, alt: row.alt[language] ?? row.alt.en ?? '', width: row.width, height: row.height };
  return row.credit ? { ...image, credit: row.credit } : image;
}

/**
 * The ordered galleries of some owners. An owner without stored pictures (a catalogue
 * the demo seed did not fill) gets its generated main picture, so no answer lacks one.
 */
export async function galleries(
  db: Database,
  owner: ImageOwner,
  owners: { id: number; name: string }[],
  language: ContentLanguage,
  { mainOnly = false } = {},
): Promise<Map<number, Image[]>> {
  if (owners.length === 0) return new Map();
  const ids = owners.map((o) => o.id);
  const rows = await preparedRead(db, mainOnly ? 'main_images' : 'galleries', (db) => {
    const conditions = [eq(mediaImages.ownerKind, sql.placeholder('owner')), anyOf(mediaImages.ownerId, 'ids')];
    if (mainOnly) conditions.push(eq(mediaImages.position, 1));
    return db.select().from(mediaImages).where(and(...conditions)).orderBy(asc(mediaImages.ownerId), asc(mediaImages.position));
  }).execute({ owner, ids });
  const stored = groupBy(rows, (row) => row.ownerId);
  const fallback = owner === 'location' ? locationImage : productImage;
  return new Map(owners.map(({ id, name }) => [id, stored.get(id)?.map((row) => imageOf(row, language)) ?? [fallback(id, name)]]));
}

/** The first picture of each owner's gallery: what cards show. */
export async function mainImages(db: Database, owner: ImageOwner, owners: { id: number; name: string }[], language: ContentLanguage) {
  const all = await galleries(db, owner, owners, language, { mainOnly: true });
  return new Map([...all].map(([id, images]) => [id, images[0]!]));
}
