import { z } from '@hono/zod-openapi';
import { UNIT_TYPES } from '../../domain/catalogue';
import { DateSchema, dbId, dbIdParam, MoneySchema, TimeSchema } from './common';
import { MAX_COUPON_LENGTH, MAX_UNIT_QUANTITY } from '../../domain/cart-limits';
import { LATIN_NAME } from '../../domain/latin-name';
import { CURRENCIES } from './languages';

// Plain values live in domain/ so the browser can use them without the contract's zod.
export { MAX_CART_ITEMS, MAX_COUPON_LENGTH, MAX_UNIT_QUANTITY } from '../../domain/cart-limits';

const positiveId = dbId();

export const AddToCartBodySchema = z
  .object({
    productId: positiveId,
    optionId: positiveId,
    date: DateSchema,
    /** The departure, 'HH:MM' in the city's time; required for timed options, absent for open-dated ones. */
    time: TimeSchema.optional(),
    units: z
      .array(
        z.object({
          type: z.enum(UNIT_TYPES, { error: 'must be a passenger type of the option' }),
          quantity: z
            .number({ error: `must be a whole number from 0 to ${MAX_UNIT_QUANTITY}` })
            .int({ error: `must be a whole number from 0 to ${MAX_UNIT_QUANTITY}` })
            .min(0, { error: `must be a whole number from 0 to ${MAX_UNIT_QUANTITY}` })
            .max(MAX_UNIT_QUANTITY, { error: `must be a whole number from 0 to ${MAX_UNIT_QUANTITY}` }),
        }),
      )
      .min(1, { error: 'must name at least one passenger type' })
      .max(UNIT_TYPES.length, { error: 'names a passenger type more than once' }),
    /** One choice id per package group of the option. */
    packageChoices: z.array(positiveId).max(20).default([]),
    /** The buyer's position as the browser reports it: required for products sold only nearby (the product's `nearbyOnly`). */
    position: z
      .object({
        latitude: z.number({ error: 'must be a number from -90 to 90' }).min(-90, { error: 'must be a number from -90 to 90' }).max(90, { error: 'must be a number from -90 to 90' }),
        longitude: z.number({ error: 'must be a number from -180 to 180' }).min(-180, { error: 'must be a number from -180 to 180' }).max(180, { error: 'must be a number from -180 to 180' }),
      })
      .optional(),
  })
  .openapi('AddToCartBody');
export type AddToCartBody = z.infer<typeof AddToCartBodySchema>;

export const CouponBodySchema = z
  .object({ code: z.string().trim().min(1, { error: 'is required' }).max(MAX_COUPON_LENGTH, { error: `must be at most ${MAX_COUPON_LENGTH} characters` }) })
  .openapi('CouponBody');

export const CurrencyBodySchema = z
  .object({
    id: z.number().int().refine((id) => id in CURRENCIES, { error: 'must be 1 (EUR), 2 (GBP) or 3 (USD)' }),
  })
  .openapi('CurrencyBody');

export { LATIN_NAME };

export const TravellerBodySchema = z
  .object({
    firstName: z.string().trim().min(1, { error: 'is required' }).max(60).regex(LATIN_NAME, { error: 'must only contain latin script' }),
    lastName: z.string().trim().min(1, { error: 'is required' }).max(60).regex(LATIN_NAME, { error: 'must only contain latin script' }),
    /** Without the country prefix. */
    phone: z.string().trim().min(4, { error: 'is required' }).max(20).regex(/^[0-9 ()-]+$/, { error: 'must only contain digits' }),
    /**
     * Passport or ID number, asked only when an item's venue checks IDs (empty otherwise); a
     * child without one gives the legal guardian's.
     */
    document: z
      .string()
      .trim()
      .max(30)
      .regex(/^[A-Za-z0-9 -]*$/, { error: 'must only contain latin script' })
      .refine((value) => value === '' || value.length >= 3, { error: 'must have at least 3 characters' })
      .default(''),
    guardian: z.boolean().default(false),
  })
  .openapi('Traveller');
export type Traveller = z.infer<typeof TravellerBodySchema>;

export const UpsellQuerySchema = z.object({
  fromOptionId: dbIdParam().optional().openapi({ param: { name: 'fromOptionId', in: 'query' } }),
  toOptionId: dbIdParam().optional().openapi({ param: { name: 'toOptionId', in: 'query' } }),
});

export const SaleUnitSchema = z.object({
  type: z.enum(UNIT_TYPES),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: MoneySchema,
});

export const SaleSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    productName: z.string(),
    productUrl: z.string().openapi({ description: 'Path of the product page, without the language prefix.' }),
    image: z.string(),
    locationName: z.string(),
    optionId: z.number().int(),
    optionName: z.string(),
    date: z.string(),
    time: z.string().nullable(),
    timeZone: z.string(),
    units: z.array(SaleUnitSchema),
    packageChoices: z.array(z.object({ group: z.string(), choice: z.string() })),
    amount: MoneySchema,
    /** When the places stop being held; null once expired. */
    heldUntil: z.string().nullable(),
    status: z.enum(['held', 'expired']),
    /** An agent's held item that counts against the agency's credit (ADR 0016); false for everyone else's. */
    reservesCredit: z.boolean(),
    studentCardRequired: z.boolean(),
    identityDocumentRequired: z.boolean().openapi({ description: 'The venue checks IDs: the lead traveller’s passport or ID number is needed.' }),
    siteB: z.number().openapi({ description: 'The amount obfuscated for tracking (spec §3, §9): amount in major units × 1992 + 210907.' }),
  })
  .openapi('Sale');
export type Sale = z.infer<typeof SaleSchema>;

export const CartSchema = z
  .object({
    id: z.string().nullable(),
    currencyId: z.number().int(),
    items: z.array(SaleSchema),
    count: z.number().int(),
    subtotal: MoneySchema,
    coupon: z.object({ code: z.string(), percent: z.number().int(), discount: MoneySchema }).nullable(),
    total: MoneySchema,
    /** The soonest hold expiry of the basket: what its countdown counts to. */
    heldUntil: z.string().nullable(),
    traveller: TravellerBodySchema.nullable(),
    /** The provider's clock, so the countdown does not trust the device's. */
    now: z.string(),
  })
  .openapi('Cart');
export type Cart = z.infer<typeof CartSchema>;

export const UpsellSchema = z
  .object({
    saleId: z.number().int(),
    options: z.array(
      z.object({
        optionId: z.number().int(),
        name: z.string(),
        amount: MoneySchema,
        difference: MoneySchema,
        kind: z.enum(['upgrade', 'downgrade']),
      }),
    ),
  })
  .openapi('Upsell');

export const UpsellBodySchema = z.object({ toOptionId: positiveId }).openapi('UpsellBody');
