import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ContentPage } from '@/components/content/content-page';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pagePath } from '@/lib/i18n/pages';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('pages.basket', { index: false });

/** The basket. Nothing can be added to it yet: the booking panel that fills it comes with the basket itself. */
export default async function BasketPage(props: RouteParams) {
  const { language } = await pageContext(props);
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
