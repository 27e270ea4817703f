import { getTranslations } from 'next-intl/server';
import { LANGUAGES } from '@/lib/i18n/languages';
import type { PageContext } from '@/lib/site/page-context';
import { HeaderBar } from './header-bar';
import { SiteRatingBar } from './site-rating-bar';

/** The header with this site's languages, currencies and flags. */
export async function SiteHeader({ context, home = false }: { context: PageContext; home?: boolean }) {
  const { site, language } = context;
  const t = await getTranslations({ locale: language, namespace: 'sites' });
  return (
    <>
      {/* Above the sticky header, so it scrolls away and leaves the header its usual height. */}
      <SiteRatingBar context={context} />
      <HeaderBar
        language={language}
        languageOption={LANGUAGES[language]}
        brand={t(`${site.id}.name`)}
        logo={site.logo}
        languages={site.languages}
        currencies={site.currencies}
        memberArea={site.flags.memberArea}
        lightHeader={site.flags.lightHeader}
        home={home}
      />
    </>
  );
}
