import { getWebsiteStatistics } from '@/lib/api/content';
import { http } from '@/lib/api/http';
import type { PageContext } from '@/lib/site/page-context';
import { RatingBar } from './rating-bar';

/**
 * The rating bar on sites whose file turns on `flags.ratingTopBar`. Read on the server with
 * the rest of the page, so it is cached with it; without the figures the bar is simply left out.
 */
export async function SiteRatingBar({ context }: { context: PageContext }) {
  if (!context.site.flags.ratingTopBar) return null;
  const statistics = await getWebsiteStatistics(http, context.api);
  if (!statistics.ok || statistics.data.reviewCount === 0) return null;
  return <RatingBar average={statistics.data.averageRating} count={statistics.data.reviewCount} />;
}
