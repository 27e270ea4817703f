import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { DestinationDirectory } from '@/components/destinations/destination-directory';
import { http } from '@/lib/api/http';
import { getDestinations } from '@/lib/api/locations';
import { LANGUAGES } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { dataOrOops } from '@/lib/site/load';
import { pageContext, type RouteParams } from '@/lib/site/page-context';
import { ALL_DESTINATIONS_LIMIT } from '@/lib/ui/constants';

export const generateMetadata = pageMetadata('pages.allDestinations', 'allDestinations');

// Cached per site and language, rebuilt in the background at most every 5 minutes.
export const revalidate = 300;

/** Up to 300 destinations of the site, by continent and country (spec §2). */
export default async function AllDestinationsPage(props: RouteParams) {
  const { site, language, api } = await pageContext(props);
  const destinations = dataOrOops(
    await getDestinations(http, { limit: ALL_DESTINATIONS_LIMIT, scope: site.scopeId }, api),
    'Destinations',
  );
  const t = await getTranslations('pages.allDestinations');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <DestinationDirectory destinations={destinations} locale={LANGUAGES[language].intlLocale} />
    </ContentPage>
  );
}
