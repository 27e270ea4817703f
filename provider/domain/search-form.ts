/** Lower-cased, diacritics removed: the form search compares in (in the database and in the browser). */
export function toSearchForm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
