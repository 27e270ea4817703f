import { describe, expect, it } from 'vitest';
import { cancellationDeadline, lineShares, octoCutoff, refundOf, type CancellationPolicy } from '@/provider/domain/cancellation';
import { zonedInstant } from '@/provider/domain/dates';

const free24h: CancellationPolicy = { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440 };

describe('zonedInstant: a venue clock reading as an instant', () => {
  it('follows the zone’s offset in winter and summer', () => {
    expect(zonedInstant('2026-11-24', '09:30', 'Europe/Paris').toISOString()).toBe('2026-11-24T08:30:00.000Z');
    expect(zonedInstant('2026-07-24', '09:30', 'Europe/Paris').toISOString()).toBe('2026-07-24T07:30:00.000Z');
    expect(zonedInstant('2026-11-24', '09:30', 'America/New_York').toISOString()).toBe('2026-11-24T14:30:00.000Z');
  });
  it('takes the hour after a skipped one and the second of a repeated one', () => {
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Paris').toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });
});

describe('cancellationDeadline', () => {
  it('is the cut-off before a timed departure, on the venue’s clocks', () => {
    const ticket = { kind: 'timed' as const, date: '2026-11-24', time: '09:30', validUntil: '2026-11-24', timeZone: 'Europe/Paris' };
    expect(cancellationDeadline(free24h, ticket)!.toISOString()).toBe('2026-11-23T08:30:00.000Z');
    expect(cancellationDeadline({ ...free24h, cutoffMinutes: 120 }, ticket)!.toISOString()).toBe('2026-11-24T06:30:00.000Z');
  });
  it('is the end of the last valid day for an open-dated ticket', () => {
    const ticket = { kind: 'open' as const, date: '2026-01-01', time: null, validUntil: '2026-12-31', timeZone: 'Europe/London' };
    expect(cancellationDeadline(free24h, ticket)!.toISOString()).toBe('2026-12-31T23:59:59.000Z');
  });
  it('does not exist for a non-refundable ticket', () => {
    const ticket = { kind: 'timed' as const, date: '2026-11-24', time: '09:30', validUntil: '2026-11-24', timeZone: 'Europe/Paris' };
    expect(cancellationDeadline({ refundType: 'none', refundPercent: 0, cutoffMinutes: 1440 }, ticket)).toBeNull();
  });
});

describe('money back', () => {
  it('refunds the policy’s share, rounded down to the cent', () => {
    expect(refundOf(free24h, 1999)).toBe(1999);
    expect(refundOf({ refundType: 'partial', refundPercent: 50, cutoffMinutes: 0 }, 1999)).toBe(999);
    expect(refundOf({ refundType: 'none', refundPercent: 0, cutoffMinutes: 0 }, 1999)).toBe(0);
  });
  it('shares a discounted total over the lines in proportion, adding up exactly', () => {
    expect(lineShares([1000, 2000, 3000], 5400)).toEqual([900, 1800, 2700]);
    const shares = lineShares([3333, 3333, 3334], 1000);
    expect(shares.reduce((a, b) => a + b)).toBe(1000);
    expect(lineShares([1, 1, 1], 100)).toEqual([34, 33, 33]);
    expect(lineShares([0, 500], 400)).toEqual([0, 400]);
  });
  it('names the cut-off as OCTO does', () => {
    expect(octoCutoff(free24h)).toMatchObject({ refundable: true, cancellationCutoff: '1 day', cancellationCutoffUnit: 'day' });
    expect(octoCutoff({ ...free24h, cutoffMinutes: 120 }).cancellationCutoff).toBe('2 hours');
  });
});
