import type * as schema from '../../db/schema';

type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/** Every row the catalogue generator produces, table by table, in insertion order. */
export interface CatalogueRows {
  continents: Rows<typeof schema.continents>;
  continentTranslations: Rows<typeof schema.continentTranslations>;
  countries: Rows<typeof schema.countries>;
  countryTranslations: Rows<typeof schema.countryTranslations>;
  locations: Rows<typeof schema.locations>;
  locationTranslations: Rows<typeof schema.locationTranslations>;
  landmarks: Rows<typeof schema.landmarks>;
  scopes: Rows<typeof schema.scopes>;
  products: Rows<typeof schema.products>;
  productTranslations: Rows<typeof schema.productTranslations>;
  productStops: Rows<typeof schema.productStops>;
  unitTypeNames: Rows<typeof schema.unitTypeNames>;
  productOptions: Rows<typeof schema.productOptions>;
  optionTranslations: Rows<typeof schema.optionTranslations>;
  optionStartTimes: Rows<typeof schema.optionStartTimes>;
  optionUnits: Rows<typeof schema.optionUnits>;
  optionPriceChanges: Rows<typeof schema.optionPriceChanges>;
  optionBlockOuts: Rows<typeof schema.optionBlockOuts>;
  packageGroups: Rows<typeof schema.packageGroups>;
  packageChoices: Rows<typeof schema.packageChoices>;
  inventoryAllocations: Rows<typeof schema.inventoryAllocations>;
  reviews: Rows<typeof schema.reviews>;
  faqs: Rows<typeof schema.faqs>;
  faqTranslations: Rows<typeof schema.faqTranslations>;
  serviceUpdates: Rows<typeof schema.serviceUpdates>;
  serviceUpdateTranslations: Rows<typeof schema.serviceUpdateTranslations>;
  healthNotifications: Rows<typeof schema.healthNotifications>;
  healthNotificationTranslations: Rows<typeof schema.healthNotificationTranslations>;
  termsSections: Rows<typeof schema.termsSections>;
  termsSectionTranslations: Rows<typeof schema.termsSectionTranslations>;
  coupons: Rows<typeof schema.coupons>;
  partnerOffers: Rows<typeof schema.partnerOffers>;
  partnerOfferTranslations: Rows<typeof schema.partnerOfferTranslations>;
  mediaImages: Rows<typeof schema.mediaImages>;
  catalogueMeta: Rows<typeof schema.catalogueMeta>;
}
