import * as z from 'zod/mini';

/** The newsletter page's form, as it checks its fields (loaded on its first check). */
export const NewsletterSchema = z.object({
  firstName: z.string().check(z.trim(), z.maxLength(100, 'tooLong')),
  lastName: z.string().check(z.trim(), z.maxLength(100, 'tooLong')),
  email: z.string().check(z.trim(), z.minLength(1, 'required'), z.email('email')),
});
