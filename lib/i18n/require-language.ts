import { notFound } from 'next/navigation';
import { isLanguage, type Language } from './languages';

/**
 * The `[lang]` segment as a Language, or the 404 page. Layouts and pages render
 * in parallel, so each page checks for itself rather than trusting the layout.
 */
export function requireLanguage(segment: string): Language {
  if (!isLanguage(segment)) notFound();
  return segment;
}
