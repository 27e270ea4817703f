import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalendarSchema,
  OptionCalendarSchema,
  OptionRulesSchema,
  PersonTypesSchema,
  PriceInfoSchema,
  ProductDaySchema,
  TimeSlotsSchema,
} from '@/provider/api/contract/availability';
import {
  ContinentListSchema,
  CountryListSchema,
  FaqListSchema,
  NotificationListSchema,
  LocationReviewPageSchema,
  ReviewPageSchema,
  StatusSchema,
  TermsSchema,
  WebsiteStatisticsSchema,
} from '@/provider/api/contract/content';
import { HealthSchema } from '@/provider/api/contract/health';
import { PublicPartnerOfferListSchema } from '@/provider/api/contract/partners';
import {
  AlternatesSchema,
  LocationAboutSchema,
  LocationHrefSchema,
  LocationMapSchema,
  LocationSchema,
  ServiceInformationSchema,
  TopLocationSchema,
  TopLocationSlimListSchema,
  TopLocationSlimSchema,
} from '@/provider/api/contract/locations';
import {
  ProductCardListSchema,
  ProductCardSchema,
  ProductHreflangSchema,
  ProductMapSchema,
  ProductSchema,
} from '@/provider/api/contract/products';
import { z as zod } from '@hono/zod-openapi';
import { PaymentMethodsSchema } from '@/provider/api/contract/payment';
import { IpCountrySchema } from '@/provider/api/contract/generic';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';
import { TEST_ANCHOR } from './fixtures';

let database: TestDatabase;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle).call;
});
afterAll(() => database.dispose());

/** Paris's main product, its 24-hour pass, and a timed departure of the city's. */
const PRODUCT = 4101;
const OPEN_OPTION = 41011;
const DAY = '2027-03-03';

/** Every read call of the contract, with the schema its answer must satisfy. */
const CALLS: [template: string, path: string, schema: z.ZodType][] = [
  ['/health', '/health', HealthSchema],
  ['/location/top/slim', '/location/top/slim?limit=5&query=par', TopLocationSlimListSchema],
  ['/location/top', '/location/top?limit=300', zod.array(TopLocationSchema)],
  ['/location/search', '/location/search?text=lon', zod.object({ locations: zod.array(TopLocationSlimSchema), products: ProductCardListSchema })],
  ['/location/href/{id}', '/location/href/41', zod.array(LocationHrefSchema)],
  ['/location/{id}', '/location/41', LocationSchema],
  ['/location/{id}/about', '/location/41/about', LocationAboutSchema],
  ['/location/{id}/product', '/location/41/product', ProductCardListSchema],
  ['/location/{id}/product/seat', '/location/41/product/seat', ProductCardListSchema],
  ['/location/{id}/product/main', '/location/41/product/main', ProductCardSchema],
  ['/location/{id}/serviceInformation', '/location/41/serviceInformation', ServiceInformationSchema],
  ['/location/{id}/map', '/location/41/map', LocationMapSchema],
  ['/location/{id}/review', '/location/41/review?page=2&pageSize=5&sort=highest', LocationReviewPageSchema],
  ['/product/top', '/product/top?limit=5&scope=1762', ProductCardListSchema],
  ['/product/{id}', `/product/${PRODUCT}`, ProductSchema],
  ['/product/{id}/href', `/product/${PRODUCT}/href`, zod.array(ProductHreflangSchema)],
  ['/product/{id}/availability', `/product/${PRODUCT}/availability`, CalendarSchema],
  ['/product/{id}/fullAvailability', `/product/${PRODUCT}/fullAvailability`, CalendarSchema],
  ['/product/{id}/persontypes', `/product/${PRODUCT}/persontypes?day=${DAY}`, PersonTypesSchema],
  ['/product/{id}/priceInfo', `/product/${PRODUCT}/priceInfo?day=${DAY}`, PriceInfoSchema],
  ['/product/{id}/option/availability', `/product/${PRODUCT}/option/availability?day=${DAY}`, ProductDaySchema],
  ['/product/{id}/review', `/product/${PRODUCT}/review?page=2&pageSize=5`, ReviewPageSchema],
  ['/product/{id}/map', `/product/${PRODUCT}/map`, ProductMapSchema],
  ['/option/{id}/exactDateAvailability', `/option/${OPEN_OPTION}/exactDateAvailability?from=${TEST_ANCHOR}`, OptionCalendarSchema],
  ['/option/{id}/availability', `/option/${OPEN_OPTION}/availability`, OptionRulesSchema],
  ['/option/{id}/availability/times', `/option/${OPEN_OPTION}/availability/times?day=${DAY}`, TimeSlotsSchema],
  ['/faq/scope/{id}', '/faq/scope/1762', FaqListSchema],
  ['/faq/product/{id}', `/faq/product/${PRODUCT}`, FaqListSchema],
  ['/continent', '/continent', ContinentListSchema],
  ['/country', '/country', CountryListSchema],
  ['/covid19/notifications', '/covid19/notifications', NotificationListSchema],
  ['/terms', '/terms', TermsSchema],
  ['/reviews/websiteStatisticsAndReviews', '/reviews/websiteStatisticsAndReviews', WebsiteStatisticsSchema],
  ['/partner/{partner}/offers', '/partner/hard-rock-cafe/offers', PublicPartnerOfferListSchema],
  ['/status/data', `/status/data?statusType=product&id=${PRODUCT}`, StatusSchema],
  ['/href', '/href?url=/it/41/parigi', AlternatesSchema],
  ['/ipstack', '/ipstack?ip=81.2.69.160', IpCountrySchema],
  ['/payments/methods', '/payments/methods?currencyId=2&countryId=826&locale=en-GB&amount=5000', PaymentMethodsSchema],
];

describe('the provider contract', () => {
  it.each(CALLS)('GET %s answers what its schema says', async (_template, path, schema) => {
    for (const language of ['en', 'de', 'us']) {
      const response = await call(`/api/v2${path}`, { headers: { 'x-language': language, 'x-currency': '2' } });
      expect(response.status, `${path} in ${language}`).toBe(200);
      const body: unknown = await response.json();
      const parsed = (schema as z.ZodType).safeParse(body);
      expect(parsed.success ? [] : parsed.error.issues, `${path} in ${language}`).toEqual([]);
    }
  });

  it('tests every JSON read route the OpenAPI document lists', async () => {
    const doc = (await (await call('/api/v2/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    // Basket reads and vouchers belong to a visitor's token: tests/provider/cart.test.ts and payment.test.ts check their answers;
    // a short link exists only once encoded: tests/provider/generic.test.ts checks api/decode; tickets need a paid order
    // (and the scanner its operator key): ticket-scan.test.ts and wallet-*.test.ts check them; a booking needs its
    // token: booking-manage.test.ts and date-change.test.ts check those reads; member reads need a signed-in member:
    // the member-*.test.ts files check them; agent reads an agent's session: agent-*.test.ts; the job queue the operator's key: jobs.test.ts.
    const isBasket = (operation: unknown) => ['Basket', 'Tickets', 'Booking', 'Member', 'Member area', 'Agent', 'Agent area', 'Operations'].some((tag) => (operation as { tags?: string[] }).tags?.includes(tag));
    const documented = Object.entries(doc.paths)
      .filter(([path, operations]) => 'get' in operations && !isBasket(operations.get) && !path.startsWith('/api/v2/media/') && !['/api/v2/transaction/voucher', '/api/v2/api/decode/{code}'].includes(path))
      .map(([path]) => path.replace('/api/v2', ''));
    expect(new Set(CALLS.map(([template]) => template))).toEqual(new Set(documented));
  });

  it('serves the pictures it links to', async () => {
    for (const path of ['/api/v2/media/location/41.svg', `/api/v2/media/product/${PRODUCT}.svg`]) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg[^>]+viewBox="0 0 1200 800"/);
    }
    expect((await call('/api/v2/media/location/999.svg')).status).toBe(404);
    expect((await call('/api/v2/media/location/..%2Fsecret.svg')).status).toBe(400);
  });

  it('refuses a date whose year of days would run past the four-digit calendar', async () => {
    for (const path of [
      `/api/v2/option/${OPEN_OPTION}/exactDateAvailability?from=9999-12-31`,
      `/api/v2/product/${PRODUCT}/fullAvailability?from=9999-01-02`,
      `/api/v2/product/${PRODUCT}/availability?from=9999-12-31`,
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).message, path).toMatch(/from: must be a date written YYYY-MM-DD, no later than 9998-12-31/);
    }
    expect((await call(`/api/v2/option/${OPEN_OPTION}/exactDateAvailability?from=9998-12-31`)).status).toBe(200);
  });
});
