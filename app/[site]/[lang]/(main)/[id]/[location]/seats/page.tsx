import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocationSubpage } from '@/components/location/location-subpage';
import { ProductGrid } from '@/components/product/product-card';
import { getSeatProducts } from '@/lib/api/catalogue';
import { http } from '@/lib/api/http';
import { inEveryCurrency } from '@/lib/api/prices';
import { toShopCards } from '@/lib/api/product-cards';
import { LANGUAGES } from '@/lib/i18n/languages';
import { dataOrOops } from '@/lib/site/load';
import { locationCrumbs } from '@/lib/site/location-crumbs';
import { locationMetadata } from '@/lib/site/location-metadata';
import { locationPage, type LocationRouteParams } from '@/lib/site/location-page';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: LocationRouteParams): Promise<Metadata> {
  const context = await locationPage(props, '/seats');
  const t = await getTranslations({ locale: context.language, namespace: 'location' });
  const city = context.location.name;
  return locationMetadata(context, context.location, { title: t('seatsTitle', { city }), description: t('seatsLead', { city }) }, () => '/seats');
}

/** A city's products sold by departure, each with its own seats (spec §2 `/seats`). */
export default async function SeatProductsPage(props: LocationRouteParams) {
  const { location, language, api, canonical } = await locationPage(props, '/seats');
  const [lists, t] = await Promise.all([inEveryCurrency((context) => getSeatProducts(http, location.id, context), api), getTranslations('location')]);
  const products = toShopCards(dataOrOops(lists, `Seat products of location ${location.id}`), language);
  const crumbs = await locationCrumbs(language, { name: location.name, href: canonical }, [{ name: t('seatsCrumb'), href: `${canonical}/seats` }]);
  return (
    <LocationSubpage crumbs={crumbs} title={t('seatsTitle', { city: location.name })} lead={t('seatsLead', { city: location.name })}>
      {products.length > 0 ? <ProductGrid products={products} locale={LANGUAGES[language].intlLocale} headingLevel={2} /> : <p>{t('noSeats')}</p>}
    </LocationSubpage>
  );
}
