import { and, asc, eq, isNotNull, like, sql } from 'drizzle-orm';
import type { TopLocationSlim } from '../api/contract/locations';
import type { RequestContext } from '../api/request-context';
import { locations, locationTranslations } from '../db/schema';
import type { Database } from '../db/types';
import { toSearchForm } from '../domain/slug';

interface TopLocationsInput {
  limit: number;
  query?: string;
  context: RequestContext;
}

/** Top destinations by rank, or, with a query, every location named like it in any language. */
export async function listTopLocations(db: Database, input: TopLocationsInput): Promise<TopLocationSlim[]> {
  const { limit, context } = input;
  const search = input.query ? escapeLike(toSearchForm(input.query)) : '';
  const columns = { id: locations.id, name: locationTranslations.name, url: locationTranslations.slug };
  const joined = db
    .select(columns)
    .from(locations)
    .innerJoin(
      locationTranslations,
      and(eq(locationTranslations.locationId, locations.id), eq(locationTranslations.lang, context.content)),
    );

  const rows = search
    ? await joined
        .where(like(locations.searchText, `%${search}%`))
        .orderBy(
          // A name that starts with the text ranks above one that merely contains it.
          sql`${locations.searchText} like ${`%|${search}%`} desc`,
          sql`${locations.topRank} asc nulls last`,
          asc(locationTranslations.name),
        )
        .limit(limit)
    : await joined.where(isNotNull(locations.topRank)).orderBy(asc(locations.topRank)).limit(limit);

  const lang = context.language.toUpperCase() as TopLocationSlim['lang'];
  return rows.map((row) => ({ ...row, lang }));
}

/** LIKE treats % _ and \ specially; a visitor's text must match literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
