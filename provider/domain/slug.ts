import slugify from 'slugify';

/**
 * Spec §5 URL slug transform: lower-case, spaces to hyphens, punctuation and
 * currency signs removed, repeated hyphens collapsed, diacritics removed.
 * Apostrophes vanish ("d'Orsay" → "dorsay"); other punctuation separates words.
 */
export function toSlug(text: string): string {
  const words = text.replace(/['’]/g, '').replace(/[\p{P}\p{S}]/gu, ' ');
  return slugify(words, { lower: true, strict: true, trim: true });
}
