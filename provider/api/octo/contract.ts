import { z } from '@hono/zod-openapi';
import { OCTO_ERROR_STATUS } from '../../services/octo/errors';
import { MAX_EXPIRATION_MINUTES } from '../../services/octo/hold';

/**
 * The request shapes of the OCTO API as this supplier reads them (OCTO core, with `octo/content`
 * and `octo/pricing`), bounded so that no field is unbounded; the answers are OCTO's own
 * (`@octocloud/types`), described here by name.
 */

const text = (max: number) => z.string().trim().max(max);
const id = (example: string) => z.string().max(60).openapi({ example });
const date = z.string().max(10).openapi({ example: '2026-12-01' });

const ContactSchema = z
  .object({
    fullName: text(200).nullish(),
    firstName: text(100).nullish(),
    lastName: text(100).nullish(),
    emailAddress: z.union([z.email().max(254), z.literal('')]).nullish(),
    phoneNumber: text(40).nullish(),
    locales: z.array(text(20)).max(10).optional(),
    postalCode: text(20).nullish(),
    country: text(2).nullish(),
    notes: text(1000).nullish(),
  })
  .openapi('OctoBookingContact');

const UnitItemSchema = z
  .object({
    uuid: text(100).optional(),
    unitId: id('adult'),
    resellerReference: text(100).optional(),
    contact: ContactSchema.optional(),
  })
  .openapi('OctoBookingUnitItem');

const unitItems = z.array(UnitItemSchema).max(100);
const expirationMinutes = z.number().int().min(1).max(MAX_EXPIRATION_MINUTES).optional().openapi({ description: `Minutes to hold the places, 1 to ${MAX_EXPIRATION_MINUTES} (default: the shop's basket hold).` });

const AvailabilityUnitSchema = z.object({ id: id('adult'), quantity: z.number().int().min(0).max(100) });

export const AvailabilityCalendarBodySchema = z
  .object({
    productId: id('101'),
    optionId: id('1011'),
    localDateStart: date.optional(),
    localDateEnd: date.optional(),
    units: z.array(AvailabilityUnitSchema).max(20).optional(),
    currency: z.string().max(3).nullish(),
  })
  .openapi('OctoAvailabilityCalendarBody');

export const AvailabilityCheckBodySchema = AvailabilityCalendarBodySchema.extend({
  availabilityIds: z.array(z.string().max(40)).max(100).optional(),
}).openapi('OctoAvailabilityCheckBody');

export const ReservationBodySchema = z
  .object({
    uuid: text(100).optional().openapi({ description: 'The reseller’s id for the booking, and the reservation’s idempotency key.' }),
    productId: id('101'),
    optionId: id('1011'),
    availabilityId: z.string().max(40).optional().openapi({ example: '2026-12-01T10:00:00+01:00' }),
    expirationMinutes,
    notes: text(1000).nullish(),
    unitItems,
    resellerReference: text(100).optional(),
    contact: ContactSchema.optional(),
    currency: z.string().max(3).nullish(),
  })
  .openapi('OctoBookingReservationBody');

export const ExtendBodySchema = z.object({ expirationMinutes }).openapi('OctoExtendReservationBody');

export const UpdateBodySchema = z
  .object({
    resellerReference: text(100).optional(),
    productId: id('101').optional(),
    optionId: id('1011').optional(),
    availabilityId: z.string().max(40).optional(),
    expirationMinutes,
    notes: text(1000).nullish(),
    emailReceipt: z.boolean().optional(),
    unitItems: unitItems.optional(),
    contact: ContactSchema.optional(),
  })
  .openapi('OctoBookingUpdateBody');

export const ConfirmationBodySchema = z
  .object({
    emailReceipt: z.boolean().optional().openapi({ description: 'Whether the shop emails the traveller the confirmation and the vouchers (default: no, the reseller does).' }),
    resellerReference: text(100).optional(),
    contact: ContactSchema.default({}),
    unitItems: unitItems.optional(),
  })
  .openapi('OctoBookingConfirmationBody');

export const CancellationBodySchema = z.object({ reason: text(500).nullish(), force: z.boolean().optional() }).openapi('OctoBookingCancellationBody');

export const BookingsQuerySchema = z.object({
  resellerReference: text(100).optional(),
  supplierReference: text(40).optional(),
  localDate: date.optional(),
  localDateStart: date.optional(),
  localDateEnd: date.optional(),
  productId: id('101').optional(),
  optionId: id('1011').optional(),
});

export const UuidParamSchema = z.object({ uuid: z.string().max(100).openapi({ param: { name: 'uuid', in: 'path' }, example: 'a1b2c3d4-0000-4000-8000-000000000001' }) });
export const ProductParamSchema = z.object({ id: z.string().max(60).openapi({ param: { name: 'id', in: 'path' }, example: '101' }) });

export const OctoErrorSchema = z
  .object({
    error: z.enum(Object.keys(OCTO_ERROR_STATUS) as [keyof typeof OCTO_ERROR_STATUS, ...(keyof typeof OCTO_ERROR_STATUS)[]]),
    errorMessage: z.string(),
  })
  .catchall(z.string())
  .openapi('OctoError');

/** OCTO's objects, named after the standard's schemas (their fields are OCTO's: docs.octo.travel). */
const octoObject = (name: string, description: string) => z.object({}).passthrough().openapi(name, { description });
export const SupplierSchema = octoObject('OctoSupplier', 'OCTO Supplier.');
export const ProductSchema = octoObject('OctoProduct', 'OCTO Product, with `octo/content` and `octo/pricing` fields when asked for.');
export const AvailabilityCalendarSchema = octoObject('OctoAvailabilityCalendar', 'OCTO AvailabilityCalendar: one local date.');
export const AvailabilitySchema = octoObject('OctoAvailability', 'OCTO Availability: one departure, or one opening-hours day.');
export const BookingSchema = octoObject('OctoBooking', 'OCTO Booking.');
