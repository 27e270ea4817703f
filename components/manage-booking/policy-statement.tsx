'use client';

import { useCancellationPolicy } from '@/lib/format/use-cancellation-policy';
import type { ManagedTicket } from '@/provider/api/contract/booking';
import styles from './manage-booking.module.css';

/**
 * A ticket's cancellation terms with the deadline the provider applies, on the venue's clocks:
 * the shop's one wording of them (lib/format/cancellation-policy.ts), as the vouchers say it.
 */
export function PolicyStatement({ ticket }: { ticket: ManagedTicket }) {
  const cancellation = useCancellationPolicy();
  const { policy } = ticket;
  return (
    <p className={styles.policy} data-refund={policy.refundType}>
      {cancellation.statement(policy, { kind: ticket.kind, deadline: policy.deadline, timeZone: ticket.timeZone, city: ticket.locationName })}
    </p>
  );
}
