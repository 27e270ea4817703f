import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ContentLanguage } from '../api/contract/languages';
import { optionTranslations, packageChoices, packageGroups, unitTypeNames } from '../db/schema';
import { anyOf, preparedRead } from '../db/prepared';
import type { Database } from '../db/types';
import type { UnitType } from '../domain/catalogue';
import { groupBy } from '../domain/group-by';
import type { UnitRow } from './availability/load';
import type { CurrencyId } from '../api/contract/languages';
import type { OptionCancellation } from '../api/contract/products';
import { octoCutoff, type CancellationPolicy } from '../domain/cancellation';
import { memberAmount } from './cart/member-price';
import { price, retail } from './money';

export interface OptionLabels {
  name: string;
  description: string;
  packageGroups: { id: number; name: string; choices: { id: number; name: string }[] }[];
}

/** Options' names, descriptions and package choices in one language. */
export async function optionLabels(db: Database, optionIds: number[], lang: ContentLanguage): Promise<Map<number, OptionLabels>> {
  if (optionIds.length === 0) return new Map();
  const [names, groups] = await Promise.all([
    preparedRead(db, 'option_labels', (db) =>
      db
        .select()
        .from(optionTranslations)
        .where(and(anyOf(optionTranslations.optionId, 'ids'), eq(optionTranslations.lang, sql.placeholder('lang')))),
    ).execute({ ids: optionIds, lang }),
    preparedRead(db, 'option_package_groups', (db) => db.select().from(packageGroups).where(anyOf(packageGroups.optionId, 'ids')).orderBy(asc(packageGroups.position))).execute({
      ids: optionIds,
    }),
  ]);
  const choices = groups.length
    ? await preparedRead(db, 'package_choices', (db) => db.select().from(packageChoices).where(anyOf(packageChoices.groupId, 'ids')).orderBy(asc(packageChoices.position))).execute({
        ids: groups.map((g) => g.id),
      })
    : [];
  const choicesOf = groupBy(choices, (c) => c.groupId);
  const groupsOf = groupBy(groups, (g) => g.optionId);
  return new Map(
    names.map((row) => [
      row.optionId,
      {
        name: row.name,
        description: row.description,
        packageGroups: (groupsOf.get(row.optionId) ?? []).map((group) => ({
          id: group.id,
          name: group.names[lang],
          choices: (choicesOf.get(group.id) ?? []).map((choice) => ({ id: choice.id, name: choice.names[lang] })),
        })),
      },
    ]),
  );
}

/** An option row's cancellation policy, as the domain reasons with it. */
export function policyOf(option: { refundType: CancellationPolicy['refundType']; refundPercent: number; cancellationCutoffMinutes: number }): CancellationPolicy {
  return { refundType: option.refundType, refundPercent: option.refundPercent, cutoffMinutes: option.cancellationCutoffMinutes };
}

/** A policy as the contract answers it: the terms and OCTO's `refundable` and cut-off. */
export function optionCancellation(policy: CancellationPolicy): OptionCancellation {
  return { ...policy, ...octoCutoff(policy) };
}

/** Passenger type names in one language. */
export async function unitNames(db: Database, lang: ContentLanguage): Promise<Map<UnitType, string>> {
  const rows = await preparedRead(db, 'unit_type_names', (db) => db.select().from(unitTypeNames).where(eq(unitTypeNames.lang, sql.placeholder('lang')))).execute({ lang });
  return new Map(rows.map((row) => [row.unitType, row.name]));
}

/**
 * A unit as the contract shows it, priced in the request's currency with a day's change. Given
 * the product's member discount (a number, or null for none), it also says the member price.
 */
export function pricedUnit(unit: UnitRow, names: Map<UnitType, string>, currency: CurrencyId, changePercent = 0, memberDiscountPercent?: number | null) {
  const publicPrice = price(unit, currency, changePercent);
  return {
    type: unit.unitType,
    name: names.get(unit.unitType) ?? unit.unitType,
    ageFrom: unit.ageFrom,
    ageTo: unit.ageTo,
    price: publicPrice,
    retail: retail(unit, currency, changePercent),
    ...(memberDiscountPercent === undefined ? {} : { memberPrice: memberDiscountPercent ? memberAmount(publicPrice, memberDiscountPercent) : null }),
  };
}

/** Chosen package options by id, as a basket item or a ticket names them: the group and the choice, in one language. */
export async function chosenOptions(db: Database, choiceIds: number[], lang: ContentLanguage): Promise<Map<number, { group: string; choice: string }>> {
  if (choiceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: packageChoices.id, names: packageChoices.names, groupNames: packageGroups.names })
    .from(packageChoices)
    .innerJoin(packageGroups, eq(packageGroups.id, packageChoices.groupId))
    .where(inArray(packageChoices.id, choiceIds));
  return new Map(rows.map((row) => [row.id, { group: row.groupNames[lang], choice: row.names[lang] }]));
}

/** The chosen options of one item, in the order chosen; ids no longer in the catalogue are left out. */
export const chosenOf = (ids: number[], chosen: Map<number, { group: string; choice: string }>) => ids.flatMap((id) => chosen.get(id) ?? []);
