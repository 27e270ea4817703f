import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { pagePath } from '@/lib/i18n/pages';
import { homePath } from '@/lib/i18n/paths';
import type { Language } from '@/lib/i18n/languages';

/** Home › Destinations › {city} [› more]: the trail of every city and product page. */
export async function locationCrumbs(language: Language, city: { name: string; href: string }, more: Crumb[] = []): Promise<Crumb[]> {
  const t = await getTranslations({ locale: language, namespace: 'catalogue' });
  return [{ name: t('home'), href: homePath(language) }, { name: t('destinations'), href: pagePath(language, 'allDestinations') }, city, ...more];
}
