import { getTableColumns, type Table } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { Database } from '../db/types';
import type { CatalogueRows } from './generate/rows';

/** Tables in the order their rows can be inserted (parents first). */
const TABLES: { [K in keyof CatalogueRows]: Table } = {
  continents: schema.continents,
  continentTranslations: schema.continentTranslations,
  countries: schema.countries,
  countryTranslations: schema.countryTranslations,
  locations: schema.locations,
  locationTranslations: schema.locationTranslations,
  landmarks: schema.landmarks,
  scopes: schema.scopes,
  products: schema.products,
  productTranslations: schema.productTranslations,
  productStops: schema.productStops,
  unitTypeNames: schema.unitTypeNames,
  productOptions: schema.productOptions,
  optionTranslations: schema.optionTranslations,
  optionStartTimes: schema.optionStartTimes,
  optionUnits: schema.optionUnits,
  optionPriceChanges: schema.optionPriceChanges,
  optionBlockOuts: schema.optionBlockOuts,
  packageGroups: schema.packageGroups,
  packageChoices: schema.packageChoices,
  inventoryAllocations: schema.inventoryAllocations,
  reviews: schema.reviews,
  faqs: schema.faqs,
  faqTranslations: schema.faqTranslations,
  serviceUpdates: schema.serviceUpdates,
  serviceUpdateTranslations: schema.serviceUpdateTranslations,
  healthNotifications: schema.healthNotifications,
  healthNotificationTranslations: schema.healthNotificationTranslations,
  termsSections: schema.termsSections,
  termsSectionTranslations: schema.termsSectionTranslations,
  coupons: schema.coupons,
  partnerOffers: schema.partnerOffers,
  partnerOfferTranslations: schema.partnerOfferTranslations,
  mediaImages: schema.mediaImages,
  catalogueMeta: schema.catalogueMeta,
};

/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 60_000;

/** The catalogue's tables, children first: the order to empty them in. */
export const CATALOGUE_TABLES = Object.values(TABLES).reverse();

export async function insertCatalogue(db: Database, rows: CatalogueRows): Promise<void> {
  for (const [name, table] of Object.entries(TABLES) as [keyof CatalogueRows, Table][]) {
    const tableRows = rows[name] as Record<string, unknown>[];
    const batch = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length));
    for (let start = 0; start < tableRows.length; start += batch) {
      await db.insert(table).values(tableRows.slice(start, start + batch));
    }
  }
}
