import type { AxiosInstance } from 'axios';
import { ProductCardListSchema } from '@/provider/api/contract/products';
import { parseLanguage } from '@/lib/i18n/negotiate';
import { productPath } from '@/lib/i18n/paths';
import type { ApiContext } from './context';
import { apiGet } from './request';
import type { ApiResult } from './result';
import type { ProductLink } from './search';

/** The most popular products of a site's scope (spec §7 `product/top`), as links. */
export async function getTopProducts(
  client: AxiosInstance,
  options: { limit: number; scope: number },
  context: ApiContext,
): Promise<ApiResult<ProductLink[]>> {
  const result = await apiGet(client, ProductCardListSchema, 'product/top', { params: options, context });
  if (!result.ok) return result;
  return {
    ok: true,
    data: result.data.map((p) => ({
      id: p.id,
      name: p.name,
      city: p.locationName,
      href: productPath(parseLanguage(p.lang) ?? context.language, p.locationId, p.locationUrl, p.id, p.url),
    })),
  };
}
