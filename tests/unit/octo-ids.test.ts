import { describe, expect, it } from 'vitest';
import { OctoError } from '@/provider/services/octo/errors';
import { availabilityIdOf, dayEnd, offsetAt, slotOfAvailabilityId, unitTypeOf } from '@/provider/services/octo/ids';
import { capabilitiesOf, contentLanguageOf } from '@/provider/services/octo/request';

const code = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof OctoError ? error.error : String(error);
  }
  return 'no error';
};

describe('availability ids', () => {
  it("carry the venue's offset on that day, summer and winter", () => {
    expect(availabilityIdOf('2027-03-02', '10:00', 'Europe/Paris')).toBe('2027-03-02T10:00:00+01:00');
    expect(availabilityIdOf('2027-07-02', '10:00', 'Europe/Paris')).toBe('2027-07-02T10:00:00+02:00');
    expect(availabilityIdOf('2027-07-02', '09:30', 'America/New_York')).toBe('2027-07-02T09:30:00-04:00');
    expect(offsetAt('2027-01-10', '12:00', 'Asia/Kolkata')).toBe('+05:30');
    // An opening-hours day is its local midnight, and ends at the next.
    expect(availabilityIdOf('2027-03-27', null, 'Europe/London')).toBe('2027-03-27T00:00:00+00:00');
    expect(dayEnd('2027-03-27', 'Europe/London')).toBe('2027-03-28T00:00:00+00:00');
  });

  it('read back into the date and time they name, and only those this API gives out', () => {
    expect(slotOfAvailabilityId('2027-03-02T10:00:00+01:00', 'Europe/Paris', false)).toEqual({ date: '2027-03-02', time: '10:00' });
    expect(slotOfAvailabilityId('2027-03-02T00:00:00+01:00', 'Europe/Paris', true)).toEqual({ date: '2027-03-02', time: null });
    expect(slotOfAvailabilityId('2027-03-02T10:00:00Z', 'Europe/London', false)).toEqual({ date: '2027-03-02', time: '10:00' });
    for (const wrong of ['2027-03-02T10:00:00+02:00', '2027-02-30T10:00:00+01:00', '2027-03-02 10:00', 'tomorrow', '']) {
      expect(code(() => slotOfAvailabilityId(wrong, 'Europe/Paris', false)), wrong).toBe('INVALID_AVAILABILITY_ID');
    }
    expect(code(() => slotOfAvailabilityId('2027-03-02T10:00:00+01:00', 'Europe/Paris', true))).toBe('INVALID_AVAILABILITY_ID');
  });

  it('name units by passenger type only', () => {
    expect(unitTypeOf('adult')).toBe('adult');
    expect(code(() => unitTypeOf('ADULT'))).toBe('INVALID_UNIT_ID');
    expect(code(() => unitTypeOf('dragon'))).toBe('INVALID_UNIT_ID');
  });
});

describe('request headers', () => {
  it('pick the content language from Accept-Language, weights honoured, English otherwise', () => {
    expect(contentLanguageOf('fr-FR,fr;q=0.9,en;q=0.8')).toEqual({ language: 'fr', tag: 'fr' });
    expect(contentLanguageOf('en-US')).toEqual({ language: 'us', tag: 'en-US' });
    expect(contentLanguageOf('ja;q=1, it;q=0.5')).toEqual({ language: 'it', tag: 'it' });
    expect(contentLanguageOf('de;q=0.2, es;q=0.9')).toEqual({ language: 'es', tag: 'es' });
    expect(contentLanguageOf('us')).toEqual({ language: 'en', tag: 'en' });
    expect(contentLanguageOf('fr;q=0')).toEqual({ language: 'en', tag: 'en' });
    expect(contentLanguageOf(undefined)).toEqual({ language: 'en', tag: 'en' });
  });

  it('serve the capabilities asked for that exist here, ignoring the rest', () => {
    expect(capabilitiesOf('octo/pricing, octo/content,octo/pickups')).toEqual(['octo/content', 'octo/pricing']);
    expect(capabilitiesOf('OCTO/Content')).toEqual(['octo/content']);
    expect(capabilitiesOf(undefined)).toEqual([]);
  });
});
