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
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const rates = productIds.length
    ? await db
        .select({ productId: agencyCommissions.productId, basisPoints: agencyCommissions.basisPoints })
        .from(agencyCommissions)
        .where(and(eq(agencyCommissions.agencyId, agency.id), inArray(agencyCommissions.productId, productIds)))
    : [];
  const rateOf = new Map(rates.map((rate) => [rate.productId, rate.basisPoints]));
  const exact = lines.reduce((sum, line) => sum + line.amount * (rateOf.get(line.productId) ?? agency.commissionBasisPoints), 0) / 10_000;
  return Math.round(exact);
}
