import { describe, expect, it } from 'vitest';
import { toSearchForm } from '@/provider/domain/search-form';
import { toSlug } from '@/provider/domain/slug';

describe('slug transform (spec §5)', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(toSlug('New York')).toBe('new-york');
    expect(toSlug('Ciudad del Cabo')).toBe('ciudad-del-cabo');
  });

  it('removes diacritics', () => {
    expect(toSlug('Città del Capo')).toBe('citta-del-capo');
    expect(toSlug('París')).toBe('paris');
    expect(toSlug('Émirats arabes unis')).toBe('emirats-arabes-unis');
  });

  it('removes punctuation and currency signs and collapses repeated hyphens', () => {
    expect(toSlug('Paris -- Big Bus Tour!!')).toBe('paris-big-bus-tour');
    expect(toSlug('Tickets from €25 / £20 / $30')).toBe('tickets-from-25-20-30');
    expect(toSlug("Musée d'Orsay")).toBe('musee-dorsay');
    expect(toSlug('  Royaume-Uni  ')).toBe('royaume-uni');
  });
});

describe('search form', () => {
  it('compares without case or accents', () => {
    expect(toSearchForm('Séville')).toBe('seville');
    expect(toSearchForm(' ÁMSTERDAM ')).toBe('amsterdam');
  });
});
