import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

// Built once, served as is: the yardstick `npm run bench` compares live pages with.
export const dynamic = 'force-static';

export async function generateMetadata(props: RouteParams): Promise<Metadata> {
  const { language } = await pageContext(props);
  const t = await getTranslations({ locale: language, namespace: 'baseline' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function BaselinePage(props: RouteParams) {
  await pageContext(props);
  const t = await getTranslations('baseline');
  return (
    <main id="main" className="container">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
    </main>
  );
}
