import { permanentRedirect } from 'next/navigation';
import { getLocation } from '@/lib/api/catalogue';
import { http } from '@/lib/api/http';
import { locationPath } from '@/lib/i18n/paths';
import { foundOrOops, idOrNotFound } from '@/lib/site/load';
import { pageContext } from '@/lib/site/page-context';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** `/{lang}/{id}` (spec §2, one segment): the city with that id, at its full address. */
export default async function LocationById({ params }: { params: Promise<{ site: string; lang: string; id: string }> }) {
  const { language, api } = await pageContext({ params });
  const { id } = await params;
  const location = foundOrOops(await getLocation(http, idOrNotFound(id), api), `Location ${id}`);
  permanentRedirect(locationPath(language, location.id, location.url));
}
