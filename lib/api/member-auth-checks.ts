import * as z from 'zod/mini';
import type { Schema } from './request';

export const AcceptedCheck = z.looseObject({ status: z.literal('EMAIL_SENT') }) as unknown as Schema<{ status: 'EMAIL_SENT' }>;

export const ProvidersCheck = z.looseObject({ providers: z.array(z.string()) }) as unknown as Schema<{ providers: string[] }>;

export const RedirectCheck = z.looseObject({ url: z.string().check(z.regex(/^https?:\/\//)) }) as unknown as Schema<{ url: string }>;
