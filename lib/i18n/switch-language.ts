import type { AxiosInstance } from 'axios';
import * as z from 'zod/mini';
import { localise } from '@/lib/routing/route-request';
import { LANGUAGES, type Language } from './languages';
import { pageOfSegment } from './pages';

/** The fields of the contract's AlternatesSchema the switcher uses, checked with zod/mini in the browser. */
const AlternatesSchema = z.object({
  type: z.enum(['location', 'product']),
  alternates: z.array(z.object({ lang: z.string(), url: z.string() })),
});

/**
 * The same page in another language (spec §2: the switcher lands on the same page,
 * localised). Static pages translate their slug here; city and product pages ask the
 * provider for their slugs in the target language; anything else goes home.
 */
export async function pathInLanguage(client: AxiosInstance, pathname: string, target: Language): Promise<string> {
  const [, ...rest] = pathname.split('/').filter(Boolean);
  const [first] = rest;
  if (first === undefined || pageOfSegment(first)) return localise(target, rest);
  try {
    const { data } = await client.get<unknown>('href', { params: { url: pathname } });
    const alternates = AlternatesSchema.parse(data);
    const wanted = LANGUAGES[target].apiLanguage.toUpperCase();
    const match = alternates.alternates.find((alternate) => alternate.lang === wanted);
    // A city sub-page (/all, /seats…) keeps its tail after the city.
    const tail = rest.slice(alternates.type === 'location' ? (/^\d+$/.test(first) ? 2 : 1) : 4);
    if (match) return [match.url, ...tail].join('/');
  } catch {
    // Not a catalogue page the provider knows: the home page is the safe landing.
  }
  return `/${target}/home`;
}
