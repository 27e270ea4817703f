import { notFound, permanentRedirect } from 'next/navigation';
import { getAlternates } from '@/lib/api/catalogue';
import { http } from '@/lib/api/http';
import { foundOrOops } from '@/lib/site/load';
import { pageContext } from '@/lib/site/page-context';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** Longest path of a city or product page after the language: city, product id, product slug, and a sub-page. */
const MAX_SEGMENTS = 4;

/**
 * A city or product address without the city's id (spec §2: the id is optional), e.g.
 * `/it/parigi` or `/fr/paris/4101/bus`: the provider finds the city by its slug in any
 * language, and the visitor goes to the full address in the page's language.
 */
export default async function ResolveBySlug({ params }: { params: Promise<{ site: string; lang: string; path: string[] }> }) {
  const { language, api } = await pageContext({ params });
  const { path } = await params;
  if (path.length > MAX_SEGMENTS) notFound();
  const found = foundOrOops(await getAlternates(http, `/${[language, ...path].join('/')}`, api), `Resolve ${path.join('/')}`);
  // A city's sub-page (/all, /seats…) keeps its tail; a product page is whole.
  const tail = found.type === 'location' ? path.slice(1) : [];
  permanentRedirect([found.canonical, ...tail].join('/'));
}
