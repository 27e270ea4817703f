import { z } from '@hono/zod-openapi';

/** Error codes of the contract and their HTTP statuses. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

export const ErrorSchema = z
  .object({
    error: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]).openapi({ example: 'BAD_REQUEST' }),
    message: z.string().openapi({ example: 'limit: must be a whole number from 1 to 300' }),
  })
  .openapi('Error');
export type ApiError = z.infer<typeof ErrorSchema>;

/** OpenAPI response entries for the error statuses a route can answer. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const descriptions: Record<ErrorStatus, string> = {
    400: 'The request is malformed; the message names the field.',
    404: 'No such resource.',
    409: 'The request conflicts with the current state.',
    422: 'The request is well-formed but cannot be carried out.',
    500: 'The provider failed; the message never carries internals.',
  };
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: descriptions[status], content: { 'application/json': { schema: ErrorSchema } } },
    ]),
  ) as Record<S, { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } }>;
}
