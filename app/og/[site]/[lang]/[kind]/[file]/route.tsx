import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { getLocation, getProduct } from '@/lib/api/catalogue';
import { http } from '@/lib/api/http';
import { isLanguage } from '@/lib/i18n/languages';
import { isSiteId } from '@/sites';

// Drawn on first request, then served from the cache for a day.
export const revalidate = 86_400;
export function generateStaticParams() {
  return [];
}

const SIZE = { width: 1200, height: 630 };

/**
 * Social cards (Open Graph) of city and product pages, e.g. `/og/worldwide/en/location/41.png`:
 * networks do not show SVG pictures, so the card is drawn as a PNG.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string; lang: string; kind: string; file: string }> }) {
  const { site, lang, kind, file } = await params;
  const id = /^([1-9]\d{0,8})\.png$/.exec(file)?.[1];
  if (!id || !isSiteId(site) || !isLanguage(lang) || (kind !== 'location' && kind !== 'product')) return new Response('Not found', { status: 404 });
  const context = { language: lang };
  const result = kind === 'location' ? await getLocation(http, Number(id), context) : await getProduct(http, Number(id), context);
  if (!result.ok) return new Response('Not found', { status: result.error.status === 404 ? 404 : 503, headers: { 'Cache-Control': 'no-store' } });
  const t = await getTranslations({ locale: lang, namespace: 'sites' });
  const title = result.data.name;
  const subtitle = 'locationName' in result.data ? result.data.locationName : result.data.country.name;
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          padding: 72,
          background: 'linear-gradient(135deg, #c8102e 0%, #7a0a1c 60%, #1b1f24 100%)',
          color: '#fff',
        }}
      >
        <div style={{ fontSize: 34, opacity: 0.9 }}>{t(`${site}.name`)}</div>
        <div style={{ fontSize: title.length > 40 ? 64 : 84, lineHeight: 1.05, marginTop: 12 }}>{title}</div>
        <div style={{ fontSize: 38, opacity: 0.9, marginTop: 16 }}>{subtitle}</div>
      </div>
    ),
    SIZE,
  );
}
