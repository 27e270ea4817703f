import { sql, type SQL } from 'drizzle-orm';
import { CONTENT_LANGUAGES } from '../../api/contract/languages';

/** `column in ('a', 'b')` for a check constraint over a closed vocabulary. */
export function oneOf(column: string, values: readonly string[]): SQL {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
}

/** Translation rows exist for every content language, including US English. */
export const contentLanguageCheck = (column: string) => oneOf(column, CONTENT_LANGUAGES);
