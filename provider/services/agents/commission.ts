import { and, eq, inArray } from 'drizzle-orm';
import { agencyCommissions } from '../../db/schema';
import type { Database } from '../../db/types';
import type { AgencyRow } from './current';

/**
 * What the agency earns on a booking, in minor units: each line at the product's net rate
 * (agency_commissions) or else the agency's own, in hundredths of a percent, rounded once for
 * the whole order. Fixed when the order is opened, so a later change of rates leaves it alone.
 */
export async function agencyCommission(db: Database, agency: Pick<AgencyRow, 'id' | 'commissionBasisPoints'>, lines: { productId: number; amount: number }[]): Promise<number> {
  const rateOf = await commissionRates(db, agency, lines.map((line) => line.productId));
  const exact = lines.reduce((sum, line) => sum + line.amount * rateOf(line.productId), 0) / 10_000;
  return Math.round(exact);
}

/** The agency's commission on each product, in hundredths of a percent: the product's net rate, else the agency's own. */
export async function commissionRates(db: Database, agency: Pick<AgencyRow, 'id' | 'commissionBasisPoints'>, productIds: number[]): Promise<(productId: number) => number> {
  const ids = [...new Set(productIds)];
  const rows = ids.length
    ? await db
        .select({ productId: agencyCommissions.productId, basisPoints: agencyCommissions.basisPoints })
        .from(agencyCommissions)
        .where(and(eq(agencyCommissions.agencyId, agency.id), inArray(agencyCommissions.productId, ids)))
    : [];
  const rateOf = new Map(rows.map((row) => [row.productId, row.basisPoints]));
  return (productId) => rateOf.get(productId) ?? agency.commissionBasisPoints;
}
