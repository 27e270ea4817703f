import * as z from 'zod/mini';
import { API_KEY_NAME_MAX } from '@/lib/api/agent-api-keys';

/** A new key's name, as the form checks it (loaded on its first check). */
export const NameSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(API_KEY_NAME_MAX, 'tooLong')),
});
