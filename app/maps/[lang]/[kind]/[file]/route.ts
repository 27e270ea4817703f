import { routeMapDrawing, type RouteDrawingInput } from '@/components/map/route-map-drawing';
import { getLocationMap, getLocationProducts, getProductMap } from '@/lib/api/catalogue';
import type { ApiContext } from '@/lib/api/context';
import { http } from '@/lib/api/http';
import { isLanguage, LANGUAGES } from '@/lib/i18n/languages';
import { cityMapRoutes, MAP_ROUTES } from '@/lib/site/map-routes';

// Drawn on first request, then served from the cache as long as the pages that show it.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Kind = keyof typeof MAP_ROUTES | 'product';
const isKind = (kind: string): kind is Kind => kind === 'product' || Object.hasOwn(MAP_ROUTES, kind);

/** What a drawing shows, from the same calls as its page; no input (and the answer's status) when the provider has no map. */
async function drawingInput(kind: Kind, id: number, api: ApiContext): Promise<{ input?: RouteDrawingInput; status: number }> {
  const locale = LANGUAGES[api.language].intlLocale;
  if (kind === 'product') {
    const map = await getProductMap(http, id, api);
    if (!map.ok) return { status: map.error.status === 404 ? 404 : 503 };
    const { color, stops, pointsOfInterest, meetingPoint, center } = map.data;
    return { status: 200, input: { routes: [{ id, name: '', color, stops }], places: pointsOfInterest, meetingPoint, center, locale } };
  }
  const [map, products] = await Promise.all([getLocationMap(http, id, api), getLocationProducts(http, id, api)]);
  if (!map.ok) return { status: map.error.status === 404 ? 404 : 503 };
  if (!products.ok) return { status: 503 };
  const { routes, pointsOfInterest, center } = map.data;
  return { status: 200, input: { routes: cityMapRoutes(routes, products.data, MAP_ROUTES[kind]), places: pointsOfInterest, center, locale } };
}

/**
 * Route maps as SVG images, e.g. `/maps/en/product/4101.svg`, `/maps/fr/city/41.svg` (the city
 * page's) and `/maps/fr/city-full/41.svg` (the full-screen map's, with more routes). Pages show
 * them as images: the drawing costs a page neither HTML nor hydration (issue 18).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; kind: string; file: string }> }) {
  const { lang, kind, file } = await params;
  const id = /^([1-9]\d{0,8})\.svg$/.exec(file)?.[1];
  if (!id || !isLanguage(lang) || !isKind(kind)) return new Response('Not found', { status: 404 });
  const { input, status } = await drawingInput(kind, Number(id), { language: lang });
  if (!input) return new Response('Not found', { status, headers: { 'Cache-Control': 'no-store' } });
  return new Response(routeMapDrawing(input), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
}
