import { DestinationSearch } from '@/components/search/destination-search';
import type { Language } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';
import { homePath } from '@/lib/i18n/paths';
import { ErrorContent } from './error-content';
import styles from './not-found-content.module.css';

export interface NotFoundTexts {
  title: string;
  lost: string;
  allDestinations: string;
  home: string;
}

/**
 * Spec §2 not-found page: the lost text, the destination search (suggestions, and products:
 * at most 6), all destinations and home. One body for the 404 under a language and the one
 * outside every language.
 */
export function NotFoundContent({ language, texts }: { language: Language; texts: NotFoundTexts }) {
  return (
    <ErrorContent title={texts.title} message={texts.lost}>
      <div className={styles.search}>
        <DestinationSearch language={language} withProducts />
      </div>
      <a href={pagePath(language, 'allDestinations')}>{texts.allDestinations}</a>
      <a href={homePath(language)}>{texts.home}</a>
    </ErrorContent>
  );
}
