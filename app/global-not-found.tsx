import { StoredLanguageNotFoundPage } from '@/components/errors/stored-language-not-found-page';
import './globals.css';

/**
 * 404 for a path no route matches (e.g. `/wp-login.php`). An entry of its own (experimental
 * `globalNotFound`), so that no page of the shop carries it: a root `not-found.tsx` would ride in
 * every page's tree with six languages' texts and its styles (ADR 0024).
 */
export default function GlobalNotFound() {
  return <StoredLanguageNotFoundPage />;
}
