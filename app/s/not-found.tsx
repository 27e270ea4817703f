import { StoredLanguageNotFoundPage } from '@/components/errors/stored-language-not-found-page';
import '../globals.css';

/** A short link that does not exist: the 404 of paths outside every language (the root layout adds no document). */
export default function ShortLinkNotFound() {
  return <StoredLanguageNotFoundPage />;
}
