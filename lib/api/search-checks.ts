import * as z from 'zod/mini';

/**
 * The fields of `location/search` the browser uses (see the contract's
 * TopLocationSlimSchema and ProductCardSchema): a light view of them, checked with zod/mini.
 */
export const SearchResultsSchema = z.object({
  locations: z.array(z.object({ id: z.number(), name: z.string(), url: z.string(), lang: z.string() })),
  products: z.array(
    z.object({ id: z.number(), name: z.string(), url: z.string(), lang: z.string(), locationId: z.number(), locationName: z.string(), locationUrl: z.string() }),
  ),
});
