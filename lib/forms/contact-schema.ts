import { z } from 'zod';
import { QUERY_TYPES } from '@/provider/domain/catalogue';

/**
 * The contact form (spec §3, §5): name, e-mail, city, type of query and text are
 * required, the phone is optional. Messages are catalogue keys under `contact.errors`;
 * the provider checks the same rules again.
 */
export const ContactFormSchema = z.object({
  name: z.string().trim().min(1, 'required').max(100, 'tooLong'),
  email: z.string().trim().min(1, 'required').pipe(z.email('email')),
  phone: z
    .string()
    .trim()
    .max(30, 'tooLong')
    .regex(/^[+\d ()-]*$/, 'phone'),
  city: z.string().trim().min(1, 'required').max(100, 'tooLong'),
  queryType: z.enum(QUERY_TYPES, 'required'),
  message: z.string().trim().min(1, 'required').max(5000, 'tooLong'),
});

export type ContactForm = z.input<typeof ContactFormSchema>;
export { QUERY_TYPES };
