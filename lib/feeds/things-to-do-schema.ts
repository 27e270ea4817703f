import { z } from 'zod';

/**
 * The fields of Google's "Things to do" product feed (JSON) that an operator-direct listing
 * needs, as Google documents them: feed metadata, then products with localised texts, options
 * with a landing page and prices in units and nanos, the operator and the inventory type.
 * The feed builder's output is checked against it in the tests, so a missing or malformed
 * field fails there rather than in Google's ingestion report.
 */

const text = z.string().trim().min(1);

/** A text in one or more languages (`LocalizedTextSet`). */
export const LocalizedTextSetSchema = z.object({
  localized_texts: z.array(z.object({ language_code: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/), text })).min(1),
});

/** Money as Google's `google.type.Money`: whole units, and nanos (10⁻⁹) of the same sign. */
export const MoneySchema = z
  .object({
    currency_code: z.enum(['EUR', 'GBP', 'USD']),
    units: z.number().int().nonnegative(),
    nanos: z.number().int().min(0).max(999_999_999),
  })
  .strict();

/** A place: its name and coordinates (`PlaceInfo`). */
const GeoLocationSchema = z.object({
  place_info: z.object({ name: text, latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
});

const RefundConditionSchema = z.object({
  min_duration_before_start_time_sec: z.number().int().nonnegative(),
  refund_percent: z.number().int().min(1).max(100),
});

/** A feed of absolute https addresses on `origin`, the site whose pages and pictures it lists. */
export function thingsToDoFeedSchema(origin: string) {
  const onSite = z
    .url({ protocol: /^https$/ })
    .refine((url) => url.startsWith(`${origin}/`), { error: `must be an https address on ${origin}` });

  const OptionSchema = z.object({
    id: text,
    title: LocalizedTextSetSchema,
    description: LocalizedTextSetSchema.optional(),
    landing_page: z.object({ url: onSite }),
    cancellation_policy: z.object({ refund_conditions: z.array(RefundConditionSchema).max(4) }),
    price_options: z.array(z.object({ id: text, title: text, price: MoneySchema })).min(1),
    meeting_point: z.object({ location: GeoLocationSchema, description: LocalizedTextSetSchema.optional() }).optional(),
    related_locations: z
      .array(z.object({ location: z.object({ location: GeoLocationSchema }), relation_type: z.enum(['RELATION_TYPE_RELATED_NO_ADMISSION', 'RELATION_TYPE_ADMISSION_TICKET']) }))
      .optional(),
    duration_sec: z.number().int().positive().optional(),
  });

  const ProductSchema = z.object({
    id: text,
    title: LocalizedTextSetSchema,
    description: LocalizedTextSetSchema,
    product_features: z
      .array(z.object({ feature_type: z.enum(['TEXT_FEATURE_INCLUSION', 'TEXT_FEATURE_HIGHLIGHT', 'TEXT_FEATURE_MUST_KNOW']), value: LocalizedTextSetSchema }))
      .optional(),
    rating: z.object({ average_value: z.number().min(0).max(5), rating_count: z.number().int().positive() }).optional(),
    // Pictures may live on an operator's own image host, so only https is required of them.
    related_media: z.array(z.object({ url: z.url({ protocol: /^https$/ }), type: z.literal('MEDIA_TYPE_PHOTO') })).optional(),
    use_media_order: z.boolean().optional(),
    options: z.array(OptionSchema).min(1),
    operator: z.object({ name: LocalizedTextSetSchema, phone_number: z.string().optional() }),
    inventory_type: z.literal('INVENTORY_TYPE_OPERATOR_DIRECT'),
    confirmation_type: z.literal('CONFIRMATION_TYPE_INSTANT').optional(),
  });

  return z.object({
    feed_metadata: z.object({
      shard_id: z.number().int().nonnegative(),
      total_shards_count: z.number().int().positive(),
      processing_instruction: z.literal('PROCESS_AS_SNAPSHOT'),
      nonce: z.number().int().positive(),
    }),
    products: z.array(ProductSchema),
  });
}

export type ThingsToDoFeed = z.infer<ReturnType<typeof thingsToDoFeedSchema>>;
export type ThingsToDoProduct = ThingsToDoFeed['products'][number];
export type ThingsToDoOption = ThingsToDoProduct['options'][number];
