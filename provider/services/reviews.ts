import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { REVIEW_SORTS } from '../api/contract/content';
import type { RequestContext } from '../api/request-context';
import { locations, products, productTranslations, reviews } from '../db/schema';
import type { Database } from '../db/types';
import { notFound as locationNotFound } from './locations';
import { productNotFound } from './products';

interface ReviewQuery {
  page: number;
  pageSize: number;
  lang?: 'de' | 'en' | 'es' | 'fr' | 'it';
  sort: (typeof REVIEW_SORTS)[number];
}

const ORDER: Record<ReviewQuery['sort'], SQL[]> = {
  newest: [desc(reviews.publishedOn), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.publishedOn), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.publishedOn), desc(reviews.id)],
};

export const toReview = (row: typeof reviews.$inferSelect) => ({
  id: row.id,
  author: row.author,
  countryCode: row.countryCode,
  lang: row.lang,
  rating: row.rating,
  date: row.publishedOn,
  title: row.title,
  body: row.body,
  verified: row.verified,
});

/** `product/{id}/review`: a page of reviews with the rating summary of all of them. */
export async function productReviews(db: Database, productId: number, query: ReviewQuery) {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw productNotFound(productId);
  const filter = and(eq(reviews.productId, productId), query.lang ? eq(reviews.lang, query.lang) : undefined);
  const [rows, summary] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(filter)
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ratingSummary(db, filter),
  ]);
  return { productId, page: query.page, pageSize: query.pageSize, ...summary, reviews: rows.map(toReview) };
}

/** `location/{id}/review`: the reviews of all of a city's products, each naming its product in the request's language. */
export async function locationReviews(db: Database, context: RequestContext, locationId: number, query: ReviewQuery) {
  const [location] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId));
  if (!location) throw locationNotFound(locationId);
  const filter = and(eq(reviews.locationId, locationId), query.lang ? eq(reviews.lang, query.lang) : undefined);
  const [rows, summary] = await Promise.all([
    db
      .select({ review: reviews, productName: productTranslations.name })
      .from(reviews)
      .innerJoin(productTranslations, and(eq(productTranslations.productId, reviews.productId), eq(productTranslations.lang, context.language)))
      .where(filter)
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ratingSummary(db, filter),
  ]);
  return {
    locationId,
    page: query.page,
    pageSize: query.pageSize,
    ...summary,
    reviews: rows.map(({ review, productName }) => ({ ...toReview(review), productId: review.productId, productName })),
  };
}

/** How many reviews match, their average and how many gave each rating. */
async function ratingSummary(db: Database, filter: SQL | undefined) {
  const rows = await db.select({ rating: reviews.rating, total: count() }).from(reviews).where(filter).groupBy(reviews.rating);
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of rows) distribution[row.rating as 1 | 2 | 3 | 4 | 5] = Number(row.total);
  const total = Object.values(distribution).reduce((sum, n) => sum + n, 0);
  const sum = Object.entries(distribution).reduce((acc, [rating, n]) => acc + Number(rating) * n, 0);
  return { total, averageRating: total ? Math.round((sum / total) * 10) / 10 : 0, distribution };
}
