import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ErrorContent } from '@/components/errors/error-content';
import { homePath } from '@/lib/i18n/paths';
import { pageContext } from '@/lib/site/page-context';

interface Props {
  params: Promise<{ site: string; lang: string; code: string }>;
}

/** Where a failed data load lands (spec §2: /oops/400): the status and what to do next. */
export default async function OopsPage({ params }: Props) {
  const { language } = await pageContext({ params });
  const { code } = await params;
  if (!/^[45]\d\d$/.test(code)) notFound();
  const t = await getTranslations('errorPage');
  return (
    <ErrorContent status={t('status', { status: code })} title={t('title')} message={t('loadFailed')}>
      <a href={homePath(language)}>{t('home')}</a>
    </ErrorContent>
  );
}
