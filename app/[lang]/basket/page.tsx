import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ContentPage } from '@/components/content/content-page';
import { pageLanguage, pageMetadata } from '@/lib/i18n/page-metadata';
import { pagePath } from '@/lib/i18n/pages';

export const generateMetadata = pageMetadata('pages.basket', { index: false });

/** The basket. Nothing can be added to it yet: the booking panel that fills it comes with the basket itself. */
export default async function BasketPage(props: { params: Promise<{ lang: string }> }) {
  const language = await pageLanguage(props);
  const t = await getTranslations('pages.basket');
  return (
    <ContentPage title={t('title')}>
      <p>{t('empty')}</p>
      <p>
        <Link href={pagePath(language, 'allDestinations')}>{t('browse')}</Link>
      </p>
    </ContentPage>
  );
}
