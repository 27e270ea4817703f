import { describe, expect, it } from 'vitest';
import { formatReservation, parseReservation, parseReservations, reservationQuery, withoutReservations, type Reservation } from '@/lib/basket/reservation-link';

const timed: Reservation = {
  optionId: 41031,
  productId: 4103,
  date: '2027-05-12',
  time: '10:00',
  units: [
    { type: 'adult', quantity: 2 },
    { type: 'child', quantity: 1 },
  ],
  packageChoices: [4103111, 4103121],
};
const open: Reservation = { optionId: 41011, productId: 4101, date: '2027-06-01', units: [{ type: 'adult', quantity: 1 }], packageChoices: [] };

describe('basket link entries', () => {
  it('writes a timed reservation with its passengers and package choices', () => {
    expect(formatReservation(timed)).toBe('41031:4103:2027-05-12:10:00:adult=2,child=1:4103111+4103121');
  });

  it('writes an open-dated reservation without time or choices, leaving out passenger types with no ticket', () => {
    expect(formatReservation({ ...open, units: [...open.units, { type: 'infant', quantity: 0 }] })).toBe('41011:4101:2027-06-01:adult=1');
  });

  it('reads back what it writes', () => {
    expect(parseReservation(formatReservation(timed))).toEqual(timed);
    expect(parseReservation(formatReservation(open))).toEqual(open);
    expect(parseReservation('41011:4101:2027-06-01:adult=1:77')).toEqual({ ...open, packageChoices: [77] });
  });

  it('accepts a space for the choices separator, which is what a typed "+" becomes once the URL is decoded', () => {
    expect(parseReservation('41031:4103:2027-05-12:10:00:adult=2,child=1:4103111 4103121')).toEqual(timed);
  });

  it.each([
    ['empty', ''],
    ['no passengers part', '41031:4103:2027-05-12:10:00'],
    ['nobody travelling', '41031:4103:2027-05-12:adult=0'],
    ['a date that does not exist', '41031:4103:2027-02-30:adult=1'],
    ['a date in another format', '41031:4103:12/05/2027:adult=1'],
    ['an hour past 23', '41031:4103:2027-05-12:24:00:adult=1'],
    ['a time without minutes', '41031:4103:2027-05-12:10:adult=1'],
    ['an unknown passenger type', '41031:4103:2027-05-12:alien=1'],
    ['a passenger type named twice', '41031:4103:2027-05-12:adult=1,adult=2'],
    ['more tickets than one item takes', '41031:4103:2027-05-12:adult=51'],
    ['a negative quantity', '41031:4103:2027-05-12:adult=-1'],
    ['a leading zero', '041031:4103:2027-05-12:adult=1'],
    ['an id of zero', '0:4103:2027-05-12:adult=1'],
    ['an id beyond the contract', '3000000000:4103:2027-05-12:adult=1'],
    ['a choice named twice', '41031:4103:2027-05-12:adult=1:5+5'],
    ['a trailing separator', '41031:4103:2027-05-12:adult=1:'],
    ['extra parts', '41031:4103:2027-05-12:10:00:adult=1:5:6'],
    ['upper case', '41031:4103:2027-05-12:ADULT=1'],
    ['markup', '41031:4103:2027-05-12:adult=1<script>'],
    ['an overlong entry', `41031:4103:2027-05-12:adult=1:${Array.from({ length: 60 }, (_, i) => i + 1).join('+')}`],
  ])('ignores %s', (_, entry) => {
    expect(parseReservation(entry)).toBeNull();
  });

  it('reads every entry of a query, counts the ones ignored, and stops at a full basket', () => {
    const query = `?reserve=${formatReservation(open)}&reserve=nonsense&other=1&${reservationQuery([timed])}`;
    expect(parseReservations(query)).toEqual({ reservations: [open, timed], ignored: 1 });
    const many = Array.from({ length: 25 }, () => `reserve=${formatReservation(open)}`).join('&');
    expect(parseReservations(many).reservations).toHaveLength(20);
  });

  it('writes a query that survives URL decoding, "+" included', () => {
    const query = reservationQuery([timed, open]);
    expect(query).toBe('reserve=41031:4103:2027-05-12:10:00:adult=2,child=1:4103111%2B4103121&reserve=41011:4101:2027-06-01:adult=1');
    expect(parseReservations(query).reservations).toEqual([timed, open]);
  });

  it('takes the entries out of an address and keeps the rest', () => {
    expect(withoutReservations('https://shop.test/en/shopping-cart?reserve=1:2:2027-01-01:adult=1&utm_source=x#top')).toBe('/en/shopping-cart?utm_source=x#top');
    expect(withoutReservations('https://shop.test/en/shopping-cart?reserve=a&reserve=b')).toBe('/en/shopping-cart');
  });
});
