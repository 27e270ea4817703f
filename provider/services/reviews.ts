import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { REVIEW_SORTS } from '../api/contract/content';
import { products, reviews } from '../db/schema';
import type { Database } from '../db/types';
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
  const [rows, distributionRows] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(filter)
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ rating: reviews.rating, total: count() }).from(reviews).where(filter).groupBy(reviews.rating),
  ]);
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of distributionRows) distribution[row.rating as 1 | 2 | 3 | 4 | 5] = Number(row.total);
  const total = Object.values(distribution).reduce((sum, n) => sum + n, 0);
  const sum = Object.entries(distribution).reduce((acc, [rating, n]) => acc + Number(rating) * n, 0);
  return {
    productId,
    page: query.page,
    pageSize: query.pageSize,
    total,
    averageRating: total ? Math.round((sum / total) * 10) / 10 : 0,
    distribution,
    reviews: rows.map(toReview),
  };
}
