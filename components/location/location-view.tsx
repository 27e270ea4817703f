import { Picture } from '@/components/ui/picture';
import { useTranslations } from 'next-intl';
import type { CityFeatures } from '@/lib/site/features';
import type { LocationViewData } from '@/lib/site/location-view-data';
import { REVIEWS_PAGE_SIZE } from '@/lib/site/location-view-data';
import { cityMapRoutes, mapDrawingPath, MAP_ROUTES } from '@/lib/site/map-routes';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { SERVICE_UPDATE } from '@/lib/i18n/pages';
import { RouteMap } from '@/components/map/route-map';
import { ProductGrid } from '@/components/product/product-card';
import { ReviewSection } from '@/components/reviews/review-section';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { PriceFrom } from '@/components/ui/price-from';
import { Rating } from '@/components/ui/rating';
import { ServiceNotices } from './service-notices';
import { SightList } from './sight-list';
import styles from './location-view.module.css';

/** How many products the city page shows before "see all". */
export const TOP_PRODUCTS = 8;
/** How many routes the city page's map draws (the full-screen map draws more). */

interface Props {
  data: LocationViewData;
  language: Language;
  crumbs: Crumb[];
  /** What the site's flags let the page show (`cityFeatures`). */
  features: CityFeatures;
}

/** A city (spec §2 location page): tours first, then the city, what to visit, the map, reviews and service information. */
export function LocationView({ data, language, crumbs, features }: Props) {
  const t = useTranslations('location');
  const { location, about, products, fromPrices, hasSeats, service, map, reviews } = data;
  const locale = LANGUAGES[language].intlLocale;
  const base = `/${language}/${location.id}/${location.url}`;
  const top = products.slice(0, TOP_PRODUCTS);
  const paragraphs = about?.about.split(/\n\s*\n/).filter(Boolean) ?? [];

  return (
    <main id="main">
      <header className={styles.hero}>
        <Picture
          className={styles.heroImage}
          src={location.image.url}
          alt=""
          fill
          sizes="100vw"
          preload
          fetchPriority="high"
        />
        <div className={`container ${styles.heroText}`}>
          <Breadcrumbs crumbs={crumbs} tone="light" />
          <h1 className={styles.title}>{location.name}</h1>
          <p className={styles.country}>{location.country.name}</p>
          <div className={styles.heroFacts}>
            {location.reviewCount > 0 && location.rating !== null ? <Rating rating={location.rating} count={location.reviewCount} /> : null}
            <span>{t('productCount', { count: location.productCount })}</span>
          </div>
          <div className={styles.heroPrice}>
            <PriceFrom prices={fromPrices} locale={locale} size="large" />
          </div>
        </div>
      </header>

      <nav className={styles.sectionNav} aria-label={t('sectionsLabel')}>
        <ul className="container">
          <li>
            <a href="#tours">{t('sections.tours')}</a>
          </li>
          {about ? (
            <li>
              <a href="#about">{t('sections.about')}</a>
            </li>
          ) : null}
          {map ? (
            <li>
              <a href="#map">{t('sections.map')}</a>
            </li>
          ) : null}
          {reviews ? (
            <li>
              <a href="#reviews">{t('sections.reviews')}</a>
            </li>
          ) : null}
          {service ? (
            <li>
              <a href="#service">{t('sections.service')}</a>
            </li>
          ) : null}
        </ul>
      </nav>

      <section id="tours" className={`container ${styles.section}`} aria-labelledby="tours-title">
        <h2 id="tours-title">{t('topTitle', { city: location.name })}</h2>
        {top.length > 0 ? <ProductGrid products={top} locale={locale} cityFlags={features.cards} listName="city" category={{ category_id: location.id, name: location.name, url: base }} /> : <p>{t('noProducts')}</p>}
        <p className={styles.more}>
          {products.length > top.length ? (
            <a className={styles.button} href={`${base}/all`}>
              {t('seeAll', { count: products.length })}
            </a>
          ) : null}
          {hasSeats ? (
            <a className={styles.secondary} href={`${base}/seats`}>
              {t('seeSeats')}
            </a>
          ) : null}
        </p>
      </section>

      {about ? (
        <section id="about" className={`container ${styles.section} ${styles.about}`} aria-labelledby="about-title">
          <div>
            <h2 id="about-title">{t('aboutTitle', { city: location.name })}</h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          {about.pointsOfInterest.length > 0 ? (
            <div>
              <h2 id="visit-title">{t('visitTitle', { city: location.name })}</h2>
              <SightList sights={about.pointsOfInterest} />
            </div>
          ) : null}
        </section>
      ) : null}

      {map ? (
        <section id="map" className={`container ${styles.section}`} aria-labelledby="map-title">
          <h2 id="map-title">{t('mapTitle', { city: location.name })}</h2>
          <RouteMap
            routes={cityMapRoutes(map.routes, products, MAP_ROUTES.city)}
            drawing={mapDrawingPath(language, 'city', location.id)}
            places={map.pointsOfInterest}
            center={map.center}
            zoom={map.zoom}
            labels={{
              title: t('mapTitle', { city: location.name }),
              stops: t('map.stops'),
              mainStops: t('map.mainStops'),
              meetingPoint: t('map.meetingPoint'),
              sights: t('map.sights'),
              openFullScreen: t('map.fullScreen'),
            }}
            fullScreenHref={`/${language}/${location.id}/map-viewer`}
            locale={locale}
            mapsService={features.mapsService}
          />
        </section>
      ) : null}

      {reviews ? (
        <section id="reviews" className={`container ${styles.section}`} aria-labelledby="reviews-title">
          <h2 id="reviews-title">{t('reviewsTitle', { city: location.name })}</h2>
          <ReviewSection summary={reviews} reviews={reviews.reviews} pageSize={REVIEWS_PAGE_SIZE} source={`location/${location.id}/review`} />
        </section>
      ) : null}

      {service ? (
        <section id="service" className={`container ${styles.section}`} aria-labelledby="service-title">
          <h2 id="service-title">{t('serviceTitle')}</h2>
          <p>{service.text}</p>
          <ServiceNotices updates={service.updates} headingLevel={3} />
          <p>
            <a href={`${base}/${SERVICE_UPDATE.slugs[language]}`}>{t('serviceLink', { city: location.name })}</a>
            {' · '}
            <a href={`${base}/terms-and-conditions`}>{t('termsLink')}</a>
          </p>
        </section>
      ) : null}
    </main>
  );
}
