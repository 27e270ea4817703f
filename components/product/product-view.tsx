import { useLocale, useTranslations } from 'next-intl';
import type { Product, ProductMap } from '@/provider/api/contract/products';
import type { FromPrice, InEveryCurrency } from '@/lib/api/prices';
import type { ProductFeatures } from '@/lib/site/features';
import type { UnitPrices } from '@/lib/site/product-page';
import { bookingProductOf } from '@/lib/booking/booking-product';
import { mapDrawingPath } from '@/lib/site/map-routes';
import { productDetails } from '@/lib/tracking/product-details';
import { RouteMap } from '@/components/map/route-map';
import { WishlistHeart } from '@/components/islands/idle/wishlist-heart';
import { ReviewSection } from '@/components/reviews/review-section';
import type { ReviewSummary, ReviewView } from '@/components/reviews/review-types';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { Rating } from '@/components/ui/rating';
import { useCancellationPolicy } from '@/lib/format/use-cancellation-policy';
import { BookingAside } from './booking-aside';
import { CancellationTerms } from './cancellation-terms';
import { ProductFacts } from './product-facts';
import { galleryPictures } from './gallery-pictures';
import { ProductGallery } from './product-gallery';
import { ProductViewTracker } from './product-view-tracker';
import { RouteStops } from './route-stops';
import { ShareLinks } from './share-links';
import { TicketOptions } from './ticket-options';
import styles from './product-view.module.css';
// The wishlist heart's styles, with the page rather than with its late code (components/islands/lazy-when-idle.tsx).
import '@/components/member/wishlist-heart.module.css';

export interface ProductViewData {
  product: Product;
  prices: InEveryCurrency<FromPrice>;
  unitPrices: Map<string, UnitPrices>;
  map: ProductMap | null;
  faqs: { id: number; question: string; answer: string }[];
  reviews: (ReviewSummary & { reviews: ReviewView[] }) | null;
  reviewsPageSize: number;
}

interface Props {
  data: ProductViewData;
  locale: string;
  crumbs: Crumb[];
  /** The page's absolute address, to share. */
  url: string;
  /** What the site's flags let the page show (`productFeatures`). */
  features: ProductFeatures;
}

/** A product page (spec §2): everything a traveller needs to decide, and the place to book. */
export function ProductView({ data, locale, crumbs, url, features }: Props) {
  const t = useTranslations('product');
  const catalogue = useTranslations('catalogue');
  const flagTexts = useTranslations('siteFlags');
  const language = useLocale();
  const cancellation = useCancellationPolicy();
  const { product, prices, unitPrices, map, faqs, reviews, reviewsPageSize } = data;
  const available = product.status === 'active';
  const images = product.images.length > 0 ? product.images : [product.image];
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${product.meetingPoint.coordinates.latitude},${product.meetingPoint.coordinates.longitude}`;
  const paragraphs = product.overview.split(/\n\s*\n/).filter(Boolean);
  // The city's full-screen map viewer, when the site sends map readers there (pages.product.redirectToMap).
  const mapViewer = features.redirectToMap ? `/${language}/${product.locationId}/map-viewer` : undefined;
  const mapViewerText = flagTexts('cityMap', { city: product.locationName });
  const sections = [
    ['overview', t('sections.overview')],
    ['options', t('sections.options')],
    ['route', t('sections.route')],
    ['meeting-point', t('sections.meetingPoint')],
    ['good-to-know', t('sections.goodToKnow')],
    ...(faqs.length > 0 ? [['faqs', t('sections.faqs')]] : []),
    ...(reviews ? [['reviews', t('sections.reviews')]] : []),
  ] as const;

  return (
    <main id="main" className={styles.page}>
      <ProductViewTracker product={{ id: product.id, name: product.name, locationName: product.locationName, prices }} details={productDetails(product, url)} />
      <div className="container">
        <Breadcrumbs crumbs={crumbs} />
        <header className={styles.header}>
          <p className={styles.type}>{catalogue(`types.${product.type}`)}</p>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{product.name}</h1>
            <WishlistHeart productId={product.id} placement="page" />
          </div>
          <p className={styles.rating}>
            {product.reviewCount > 0 ? (
              <a href="#reviews">
                <Rating rating={product.rating} count={product.reviewCount} />
              </a>
            ) : null}
            {product.isNew ? <span className={styles.newBadge}>{catalogue('new')}</span> : null}
          </p>
        </header>

        {product.importantAnnouncements.length > 0 ? (
          <section className={styles.announcements} aria-labelledby="announcements-title">
            <h2 id="announcements-title">{t('sections.announcements')}</h2>
            <ul>
              {product.importantAnnouncements.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className={styles.layout}>
          <div className={styles.picture}>
            <ProductGallery
              images={images}
              pictures={galleryPictures(images)}
              name={product.name}
            />
          </div>

          {/* Right after the picture on a phone; beside the whole page on a wide screen. */}
          <BookingAside
            prices={prices}
            locale={locale}
            available={available}
            voucher={product.voucher}
            freeCancellation={cancellation.promise(product.options)}
            booking={bookingProductOf(product, (vehicle) => t(`vehicles.${vehicle}`))}
            calendarPromotion={features.calendarPromotion}
          />

          <div className={styles.content}>

            <nav className={styles.sectionNav} aria-label={t('sectionsLabel')}>
              <ul>
                {sections.map(([id, label]) => (
                  <li key={id}>
                    <a href={`#${id}`}>{label}</a>
                  </li>
                ))}
              </ul>
            </nav>

            <section id="overview" className={styles.section} aria-labelledby="overview-title">
              <h2 id="overview-title">{t('sections.overview')}</h2>
              <ProductFacts product={product} locale={locale} />
              {paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              <h3>{t('highlights')}</h3>
              <ul className={styles.checks}>
                {product.highlights.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
              <h3>{t('included')}</h3>
              <ul className={styles.checks}>
                {product.included.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </section>

            <section id="options" className={styles.section} aria-labelledby="options-title">
              <h2 id="options-title">{t('sections.options')}</h2>
              <TicketOptions product={product} unitPrices={unitPrices} locale={locale} />
            </section>

            <section id="route" className={styles.section} aria-labelledby="route-title">
              <h2 id="route-title">{t('sections.route')}</h2>
              <RouteStops route={product.route} />
              {features.mapBox && map && map.stops.length > 0 ? (
                <RouteMap
                  routes={[{ id: product.id, name: product.name, color: map.color, stops: map.stops }]}
                  places={map.pointsOfInterest}
                  meetingPoint={map.meetingPoint}
                  drawing={mapDrawingPath(language, 'product', product.id)}
                  stopsListed={product.route.stops.length > 0}
                  locale={locale}
                  center={map.center}
                  zoom={map.zoom}
                  mapsService={features.mapsService}
                  fullScreenHref={mapViewer}
                  labels={{
                    title: t('mapTitle', { product: product.name }),
                    stops: t('map.stops'),
                    mainStops: t('map.mainStops'),
                    meetingPoint: t('map.meetingPoint'),
                    sights: t('map.sights'),
                    openFullScreen: mapViewerText,
                  }}
                />
              ) : mapViewer ? (
                <p>
                  <a href={mapViewer}>{mapViewerText}</a>
                </p>
              ) : null}
              <h3>{t('schedule')}</h3>
              <p>{product.schedule}</p>
            </section>

            <section id="meeting-point" className={styles.section} aria-labelledby="meeting-title">
              <h2 id="meeting-title">{t('sections.meetingPoint')}</h2>
              <p>
                <strong>{product.meetingPoint.name}</strong>
              </p>
              <p>{product.meetingPoint.text}</p>
              <p>
                <a className={styles.directions} href={directions} rel="noopener noreferrer" target="_blank">
                  {t('directions')}
                </a>
              </p>
              {product.cruisePassengerInfo ? (
                <>
                  <h3>{t('cruise')}</h3>
                  <p>{product.cruisePassengerInfo}</p>
                </>
              ) : null}
            </section>

            <section id="good-to-know" className={styles.section} aria-labelledby="know-title">
              <h2 id="know-title">{t('sections.goodToKnow')}</h2>
              <ul className={styles.bullets}>
                {product.knowBeforeYouGo.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
              <h3>{t('cancellation')}</h3>
              <CancellationTerms options={product.options} className={styles.bullets} />
              <p>{product.cancellationPolicy}</p>
            </section>

            {faqs.length > 0 ? (
              <section id="faqs" className={styles.section} aria-labelledby="faqs-title">
                <h2 id="faqs-title">{t('sections.faqs')}</h2>
                {faqs.map((faq) => (
                  <details key={faq.id} className={styles.faq}>
                    <summary>{faq.question}</summary>
                    <p>{faq.answer}</p>
                  </details>
                ))}
              </section>
            ) : null}

            {reviews ? (
              <section id="reviews" className={styles.section} aria-labelledby="reviews-title">
                <h2 id="reviews-title">{t('sections.reviews')}</h2>
                <ReviewSection summary={reviews} reviews={reviews.reviews} pageSize={reviewsPageSize} source={`product/${product.id}/review`} />
              </section>
            ) : null}

            <section className={styles.section} aria-labelledby="share-title">
              <h2 id="share-title">{t('shareTitle')}</h2>
              <ShareLinks url={url} title={product.name} />
            </section>
          </div>
        </div>
      </div>
    </main>
  );
}
