import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductView } from '@/components/product/product-view';
import { JsonLd } from '@/components/seo/json-ld';
import { getProductFaqs, getProductMap, getProductReviews } from '@/lib/api/catalogue';
import { http } from '@/lib/api/http';
import { LANGUAGES } from '@/lib/i18n/languages';
import { alternatesFor, productPaths } from '@/lib/seo/alternates';
import { breadcrumbList, productData, touristTripData } from '@/lib/seo/structured-data';
import { productFeatures } from '@/lib/site/features';
import { dataOrNothing } from '@/lib/site/load';
import { locationCrumbs } from '@/lib/site/location-crumbs';
import { productPage, type ProductRouteParams } from '@/lib/site/product-page';

// Cached per site, language and product once first asked for; rebuilt in the background at most every 5 minutes.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const REVIEWS_PAGE_SIZE = 5;

export async function generateMetadata(props: ProductRouteParams): Promise<Metadata> {
  const { site, language, product } = await productPage(props);
  const [t, sites] = await Promise.all([
    getTranslations({ locale: language, namespace: 'product' }),
    getTranslations({ locale: language, namespace: 'sites' }),
  ]);
  const paths = productPaths(product.locationId, product.id, product.hreflangs);
  const title = t('metaTitle', { product: product.name, city: product.locationName });
  const description = product.overview.split(/\n\s*\n/)[0]?.slice(0, 300) ?? product.name;
  return {
    title,
    description,
    alternates: alternatesFor(site, language, paths),
    openGraph: {
      title,
      description,
      url: paths[language],
      siteName: sites(`${site.id}.name`),
      type: 'website',
      images: [{ url: `/og/${site.id}/${language}/product/${product.id}.png`, width: 1200, height: 630, alt: product.name }],
    },
  };
}

/** A product page (spec §2): `/{lang}/{id}/{location}/{product_id}/{product}`. */
export default async function ProductPage(props: ProductRouteParams) {
  const { site, language, api, product, canonical, cityHref, prices, unitPrices } = await productPage(props);
  const [map, faqs, reviews, sites] = await Promise.all([
    getProductMap(http, product.id, api),
    getProductFaqs(http, product.id, api),
    getProductReviews(http, product.id, { page: 1, pageSize: REVIEWS_PAGE_SIZE }, api),
    getTranslations('sites'),
  ]);
  const crumbs = await locationCrumbs(language, { name: product.locationName, href: cityHref }, [{ name: product.name, href: canonical }]);
  const url = `${site.origin}${canonical}`;
  const image = `${site.origin}${product.image.url}`;
  const available = product.status === 'active';
  const description = product.overview.split(/\n\s*\n/)[0] ?? product.name;
  return (
    <>
      <ProductView
        data={{
          product,
          prices,
          unitPrices,
          map: dataOrNothing(map, `Map of product ${product.id}`),
          faqs: dataOrNothing(faqs, `FAQs of product ${product.id}`) ?? [],
          reviews: dataOrNothing(reviews, `Reviews of product ${product.id}`),
          reviewsPageSize: REVIEWS_PAGE_SIZE,
        }}
        locale={LANGUAGES[language].intlLocale}
        crumbs={crumbs}
        url={url}
        features={productFeatures(site)}
      />
      <JsonLd data={breadcrumbList(crumbs, site.origin)} />
      <JsonLd
        data={productData({
          name: product.name,
          description,
          image,
          url,
          sku: String(product.id),
          brand: sites(`${site.id}.name`),
          prices,
          available,
          rating: product.rating,
          reviewCount: product.reviewCount,
        })}
      />
      <JsonLd
        data={touristTripData({ name: product.name, description, url, image, provider: sites(`${site.id}.name`), prices, available, stops: product.route.stops })}
      />
    </>
  );
}
