import * as z from 'zod/mini';
import { QUERY_TYPES } from '@/provider/domain/catalogue';

/**
 * The contact form (spec §3, §5): name, e-mail, city, type of query and text are
 * required, the phone is optional. Messages are catalogue keys under `contact.errors`;
 * the provider checks the same rules again. zod/mini, as every form's rules in the browser.
 */
export const ContactFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'tooLong')),
  email: z.string().check(z.trim(), z.minLength(1, 'required'), z.email('email')),
  phone: z.string().check(z.trim(), z.maxLength(30, 'tooLong'), z.regex(/^[+\d ()-]*$/, 'phone')),
  city: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'tooLong')),
  queryType: z.enum(QUERY_TYPES, 'required'),
  message: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(5000, 'tooLong')),
});

export type ContactForm = z.input<typeof ContactFormSchema>;
