import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { DestinationDirectory } from '@/components/destinations/destination-directory';
import { http } from '@/lib/api/http';
import { getDestinations } from '@/lib/api/locations';
import { LANGUAGES } from '@/lib/i18n/languages';
import { pageLanguage, pageMetadata } from '@/lib/i18n/page-metadata';
import { oopsPath } from '@/lib/i18n/paths';
import { apiContext, getSite } from '@/lib/site/server';
import { ALL_DESTINATIONS_LIMIT } from '@/lib/ui/constants';

export const generateMetadata = pageMetadata('pages.allDestinations');

/** Up to 300 destinations of the site, by continent and country (spec §2). */
export default async function AllDestinationsPage(props: { params: Promise<{ lang: string }> }) {
  await connection();
  const language = await pageLanguage(props);
  const site = await getSite();
  const destinations = await getDestinations(http, { limit: ALL_DESTINATIONS_LIMIT, scope: site.scopeId }, await apiContext(language));
  if (!destinations.ok) redirect(oopsPath(language, 400));
  const t = await getTranslations('pages.allDestinations');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <DestinationDirectory destinations={destinations.data} locale={LANGUAGES[language].intlLocale} />
    </ContentPage>
  );
}
