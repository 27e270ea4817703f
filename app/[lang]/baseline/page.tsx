import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLanguage } from '@/lib/i18n/require-language';

// Built once, served as is: the yardstick `npm run bench` compares live pages with.
export const dynamic = 'force-static';

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const language = requireLanguage((await params).lang);
  const t = await getTranslations({ locale: language, namespace: 'baseline' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function BaselinePage({ params }: Props) {
  const language = requireLanguage((await params).lang);
  setRequestLocale(language);
  const t = await getTranslations('baseline');
  return (
    <main id="main" className="container">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
    </main>
  );
}
