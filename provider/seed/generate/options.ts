import { CONTENT_LANGUAGES } from '../../api/contract/languages';
import { addDays, year } from '../../domain/dates';
import { randomFor } from '../random';
import { TEXTS } from '../texts';
import { cancellationTerms } from './cancellation-terms';
import type { ProductPlan } from './product-plans';
import { entryChecksIdentity } from './sales-conditions';
import type { CatalogueRows } from './rows';

type OptionRows = Pick<
  CatalogueRows,
  | 'productOptions'
  | 'optionTranslations'
  | 'optionStartTimes'
  | 'optionUnits'
  | 'optionPriceChanges'
  | 'optionBlockOuts'
  | 'packageGroups'
  | 'packageChoices'
>;

/** Exchange rates the seed prices other currencies at, from euros. */
const RATES = { gbp: 0.86, usd: 1.09 };

/** Option ids are stable: the product's id times 10 plus the option's position. */
export const optionId = (productId: number, position: number) => productId * 10 + position;

/** Cents in another currency, rounded to 50 cents; free stays free. */
const convert = (cents: number, rate: number) => Math.round((cents * rate) / 50) * 50;

export function optionRows(plans: ProductPlan[], anchor: string): OptionRows {
  const rows: OptionRows = {
    productOptions: [],
    optionTranslations: [],
    optionStartTimes: [],
    optionUnits: [],
    optionPriceChanges: [],
    optionBlockOuts: [],
    packageGroups: [],
    packageChoices: [],
  };
  for (const plan of plans) {
    const random = randomFor('options', plan.id);
    plan.options.forEach((option, index) => {
      const id = optionId(plan.id, index + 1);
      const terms = cancellationTerms(plan, index + 1, id);
      rows.productOptions.push({
        id,
        productId: plan.id,
        position: index + 1,
        kind: option.kind,
        durationValue: option.durationValue,
        durationUnit: option.durationUnit,
        vehicle: option.vehicle,
        minPassengers: option.minPassengers,
        capacity: option.capacity,
        weekdays: option.weekdays,
        seasonStart: option.season?.start ?? null,
        seasonEnd: option.season?.end ?? null,
        identityDocumentRequired: entryChecksIdentity(plan),
        refundType: terms.refundType,
        refundPercent: terms.refundPercent,
        cancellationCutoffMinutes: terms.cutoffMinutes,
      });
      for (const lang of CONTENT_LANGUAGES) {
        rows.optionTranslations.push({ optionId: id, lang, ...option.label(TEXTS[lang].options, lang) });
      }
      for (const startTime of option.startTimes) rows.optionStartTimes.push({ optionId: id, startTime });

      // Some units are cheaper online than at the ticket office: that is the saving shown.
      const markup = random.chance(0.6) ? random.float(1.08, 1.25) : null;
      option.units.forEach((unit, position) => {
        const retail = markup && unit.priceEurCents > 0 ? Math.round((unit.priceEurCents * markup) / 50) * 50 : null;
        rows.optionUnits.push({
          optionId: id,
          unitType: unit.type,
          position: position + 1,
          ageFrom: unit.ageFrom,
          ageTo: unit.ageTo,
          priceEur: unit.priceEurCents,
          priceGbp: convert(unit.priceEurCents, RATES.gbp),
          priceUsd: convert(unit.priceEurCents, RATES.usd),
          retailEur: retail,
          retailGbp: retail === null ? null : convert(retail, RATES.gbp),
          retailUsd: retail === null ? null : convert(retail, RATES.usd),
        });
      });

      option.packageGroups.forEach((group, g) => {
        const groupId = id * 10 + g + 1;
        rows.packageGroups.push({ id: groupId, optionId: id, position: g + 1, names: group.names });
        group.choices.forEach((names, c) => rows.packageChoices.push({ id: groupId * 10 + c + 1, groupId, position: c + 1, names }));
      });

      rows.optionPriceChanges.push(...priceChanges(id, anchor, random));
      rows.optionBlockOuts.push(...blockOuts(id, plan, anchor, random));
    });
  }
  return rows;
}

/** High season, holidays and a low-season offer for some options, this year and next. */
function priceChanges(optionId: number, anchor: string, random: ReturnType<typeof randomFor>) {
  const changes: { optionId: number; fromDate: string; toDate: string; percent: number }[] = [];
  const first = year(anchor);
  const summer = random.chance(0.3) ? random.int(10, 20) : null;
  const christmas = random.chance(0.15) ? 10 : null;
  const winter = random.chance(0.1) ? -10 : null;
  for (const y of [first, first + 1]) {
    if (summer) changes.push({ optionId, fromDate: `${y}-07-01`, toDate: `${y}-08-31`, percent: summer });
    if (christmas) changes.push({ optionId, fromDate: `${y}-12-20`, toDate: `${y + 1}-01-06`, percent: christmas });
    if (winter) changes.push({ optionId, fromDate: `${y}-01-10`, toDate: `${y}-02-28`, percent: winter });
  }
  return changes;
}

/** Christmas and New Year's Day for bus tours, and the odd maintenance day. */
function blockOuts(optionId: number, plan: ProductPlan, anchor: string, random: ReturnType<typeof randomFor>) {
  const dates = new Set<string>();
  const first = year(anchor);
  if (plan.type === 'hop_on_hop_off' || plan.type === 'bus_boat' || plan.type === 'combo') {
    for (const y of [first, first + 1]) {
      dates.add(`${y}-12-25`);
      if (random.chance(0.5)) dates.add(`${y}-01-01`);
    }
  }
  if (random.chance(0.08)) {
    for (let i = random.int(1, 3); i > 0; i--) dates.add(addDays(anchor, random.int(20, 200)));
  }
  return [...dates].sort().map((date) => ({ optionId, date }));
}
