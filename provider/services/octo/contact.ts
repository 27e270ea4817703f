import { eq } from 'drizzle-orm';
import type { Customer } from '../../api/contract/payment';
import { countries, type OctoContact } from '../../db/schema';
import type { Database } from '../../db/types';

/** What a reseller may send as a contact (OCTO's BookingContact): every field optional. */
export type ContactInput = Partial<{ [K in keyof OctoContact]: OctoContact[K] | null | undefined }>;

const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** A contact with every OCTO field; a field not sent keeps what `previous` had. */
export function mergeContact(input: ContactInput | undefined, previous?: OctoContact): OctoContact {
  const pick = <K extends Exclude<keyof OctoContact, 'locales'>>(key: K) => (input && key in input ? clean(input[key] as string | null | undefined) : (previous?.[key] ?? null));
  return {
    fullName: pick('fullName'),
    firstName: pick('firstName'),
    lastName: pick('lastName'),
    emailAddress: pick('emailAddress'),
    phoneNumber: pick('phoneNumber'),
    locales: input?.locales ?? previous?.locales ?? [],
    postalCode: pick('postalCode'),
    country: pick('country'),
    notes: pick('notes'),
  };
}

/** OCTO's contact with its full name filled in from the parts, as a booking answers it. */
export function shownContact(contact: OctoContact): OctoContact {
  const parts = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  return { ...contact, fullName: contact.fullName ?? (parts || null) };
}

/**
 * The order's customer from a reseller's contact: names from the parts or split from the full
 * name, the country by its ISO code (0 when not given or unknown); empty strings where the
 * reseller sent nothing, since the reseller, not the shop, is the traveller's contact.
 */
export async function customerOf(db: Database, contact: OctoContact): Promise<Customer> {
  const [first = '', ...rest] = (contact.fullName ?? '').split(/\s+/).filter(Boolean);
  const iso = contact.country?.toUpperCase();
  const [country] = iso && /^[A-Z]{2}$/.test(iso) ? await db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, iso)) : [];
  return {
    firstName: contact.firstName ?? first,
    lastName: contact.lastName ?? rest.join(' '),
    email: contact.emailAddress ?? '',
    phone: contact.phoneNumber ?? '',
    countryId: country?.id ?? 0,
  };
}
