import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/i18n/languages';
import { getSite } from '@/lib/site/server';
import { HeaderBar } from './header-bar';

/** The header with this site's languages, currencies and flags. */
export async function SiteHeader({ language }: { language: Language }) {
  const site = await getSite();
  const t = await getTranslations('sites');
  return (
    <HeaderBar
      language={language}
      brand={t(`${site.id}.name`)}
      logo={site.logo}
      languages={site.languages}
      currencies={site.currencies}
      memberArea={site.flags.memberArea}
      lightHeader={site.flags.lightHeader}
    />
  );
}
