import { ProviderError } from '../../api/errors';

/** OCTO's error codes (the standard's, plus TOO_MANY_REQUESTS for the per-key limit) and their HTTP statuses. */
export const OCTO_ERROR_STATUS = {
  BAD_REQUEST: 400,
  INVALID_PRODUCT_ID: 400,
  INVALID_OPTION_ID: 400,
  INVALID_UNIT_ID: 400,
  INVALID_AVAILABILITY_ID: 400,
  INVALID_BOOKING_UUID: 400,
  UNPROCESSABLE_ENTITY: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
} as const;
export type OctoErrorCode = keyof typeof OCTO_ERROR_STATUS;

/** A refusal in OCTO's shape: `{ error, errorMessage }` and, for an invalid id, the id sent (`productId`, `uuid`, …). */
export class OctoError extends Error {
  constructor(
    readonly error: OctoErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'OctoError';
  }
}

export const invalidProduct = (productId: string) => new OctoError('INVALID_PRODUCT_ID', `There is no product ${JSON.stringify(productId)}.`, { productId });
export const invalidOption = (optionId: string) => new OctoError('INVALID_OPTION_ID', `The product has no option ${JSON.stringify(optionId)}.`, { optionId });
export const invalidUnit = (unitId: string) => new OctoError('INVALID_UNIT_ID', `The option has no unit ${JSON.stringify(unitId)}.`, { unitId });
export const invalidAvailability = (availabilityId: string, why = 'is not a bookable departure of this option') =>
  new OctoError('INVALID_AVAILABILITY_ID', `The availabilityId ${JSON.stringify(availabilityId)} ${why}.`, { availabilityId });
export const invalidBooking = (uuid: string, why = 'There is no booking with this uuid.') => new OctoError('INVALID_BOOKING_UUID', why, { uuid });
export const unprocessable = (message: string) => new OctoError('UNPROCESSABLE_ENTITY', message);

/** The shop's own refusals (sold out, cut-off passed, credit short, …) as OCTO says them; the message is already safe to show. */
export function octoErrorOf(error: ProviderError): OctoError {
  switch (error.code) {
    case 'BAD_REQUEST':
    case 'PAYLOAD_TOO_LARGE':
      return new OctoError('BAD_REQUEST', error.message);
    case 'UNAUTHORIZED':
      return new OctoError('UNAUTHORIZED', error.message);
    case 'FORBIDDEN':
      return new OctoError('FORBIDDEN', error.message);
    case 'TOO_MANY_REQUESTS':
      return new OctoError('TOO_MANY_REQUESTS', error.message);
    case 'INTERNAL':
    case 'BAD_GATEWAY':
    case 'GATEWAY_TIMEOUT':
      return new OctoError('INTERNAL_SERVER_ERROR', 'There was an un-recoverable error, please try again.');
    default:
      return new OctoError('UNPROCESSABLE_ENTITY', error.message);
  }
}
