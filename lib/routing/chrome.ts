import { pageOfSegment, type PageKey } from '@/lib/i18n/pages';

/** Which page of the shop a path shows, as far as the header and footer care. */
function pageOf(pathname: string): PageKey | 'map-viewer' | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.at(-1) === 'map-viewer') return 'map-viewer';
  return segments.length === 2 ? pageOfSegment(segments[1] ?? '')?.page : undefined;
}

/**
 * Spec §2: the header is hidden on the newsletter landing page, the map viewer and the
 * support chat; the footer on the newsletter page, the member area and the map viewer;
 * payment pages trim the footer on narrow screens.
 */
export function chromeFor(pathname: string) {
  const page = pageOf(pathname);
  return {
    header: !(page === 'newsletter' || page === 'map-viewer' || page === 'supportChat'),
    footer: !(page === 'newsletter' || page === 'memberArea' || page === 'map-viewer'),
    paymentPage: page === 'payment' || page === 'paymentConfirmed',
  };
}
