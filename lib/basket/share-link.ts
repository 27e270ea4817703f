import { contextHeaders, type ApiContext } from '@/lib/api/context';
import type { Sale } from '@/provider/api/contract/cart';
import type { Reservation } from './reservation-link';

/** A package group of an option as the product page's data names it. */
export interface PackageGroup {
  name: string;
  choices: { id: number; name: string }[];
}

/**
 * The reservation that puts this basket item into another basket (spec §2 "shared cart").
 * The basket names package choices, the link needs their ids: they are found by name among
 * the option's groups, in the same language. Null when one cannot be found.
 */
export function reservationOfSale(sale: Sale, groups: PackageGroup[]): Reservation | null {
  const packageChoices: number[] = [];
  for (const picked of sale.packageChoices) {
    const choice = groups.find((group) => group.name === picked.group)?.choices.find((c) => c.name === picked.choice);
    if (!choice) return null;
    packageChoices.push(choice.id);
  }
  return {
    optionId: sale.optionId,
    productId: sale.productId,
    date: sale.date,
    ...(sale.time ? { time: sale.time } : {}),
    units: sale.units.map((unit) => ({ type: unit.type, quantity: unit.quantity })),
    packageChoices,
  };
}

interface ProductOptions {
  options: { id: number; packageGroups: PackageGroup[] }[];
}

function isProductOptions(data: unknown): data is ProductOptions {
  const options = (data as { options?: unknown } | null)?.options;
  return Array.isArray(options) && options.every((option: { id?: unknown; packageGroups?: unknown }) => typeof option?.id === 'number' && Array.isArray(option.packageGroups));
}

/** The package groups of each option of the products given (read from `product/{id}`); a product that fails to load is left out. */
export async function packageGroupsOf(productIds: number[], context: ApiContext): Promise<Map<number, PackageGroup[]>> {
  const { browserHttp } = await import('@/lib/api/browser-http');
  const groups = new Map<number, PackageGroup[]>();
  await Promise.all(
    [...new Set(productIds)].map(async (id) => {
      try {
        const { data } = await browserHttp.get<unknown>(`product/${id}`, { headers: contextHeaders(context) });
        if (isProductOptions(data)) for (const option of data.options) groups.set(option.id, option.packageGroups);
      } catch (error) {
        console.warn(`Basket share link: product ${id} could not be loaded`, error);
      }
    }),
  );
  return groups;
}
