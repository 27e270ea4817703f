import { describe, expect, it } from 'vitest';
import { ticketValidUntil } from '@/provider/services/voucher/validity';

describe('how long a ticket is valid', () => {
  // Bought late on 4 March by UTC, already 5 March in Berlin.
  const purchase = { at: new Date('2026-03-04T23:30:00Z'), timeZone: 'Europe/Berlin' };

  it('is the departure’s own day for a dated ticket, whatever the product’s months', () => {
    expect(ticketValidUntil({ date: '2026-11-24', time: '14:00' }, 12, purchase)).toBe('2026-11-24');
  });

  it('is the months from the purchase, in the city’s calendar, for an open-dated pass', () => {
    expect(ticketValidUntil({ date: '2026-04-10', time: null }, 12, purchase)).toBe('2027-03-04');
    expect(ticketValidUntil({ date: '2026-04-10', time: null }, 1, purchase)).toBe('2026-04-04');
  });
});
