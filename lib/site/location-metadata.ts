import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { alternatesFor, locationPaths } from '@/lib/seo/alternates';
import type { Location } from '@/provider/api/contract/locations';
import type { PageContext } from './page-context';

/**
 * Title, description, canonical, hreflang and Open Graph of a city page or sub-page.
 * `subPath` per language: the service-update slug differs between languages.
 */
export async function locationMetadata(
  context: PageContext,
  location: Location,
  texts: { title: string; description: string },
  subPath: (language: PageContext['language']) => string = () => '',
): Promise<Metadata> {
  const t = await getTranslations({ locale: context.language, namespace: 'sites' });
  const paths = locationPaths(location.id, location.hreflangs);
  for (const [language, path] of Object.entries(paths)) paths[language as PageContext['language']] = `${path}${subPath(language as PageContext['language'])}`;
  return {
    title: texts.title,
    description: texts.description,
    alternates: alternatesFor(context.site, context.language, paths),
    openGraph: {
      title: texts.title,
      description: texts.description,
      url: paths[context.language],
      siteName: t(`${context.site.id}.name`),
      type: 'website',
      images: [{ url: `/og/${context.site.id}/${context.language}/location/${location.id}.png`, width: 1200, height: 630, alt: location.name }],
    },
  };
}
