import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '@/provider/seed/generate/catalogue';

const rows = generateCatalogue('2027-03-01');
const productOf = new Map(rows.products.map((p) => [p.id, p]));
const englishName = new Map(rows.productTranslations.filter((t) => t.lang === 'en').map((t) => [t.productId, t.name]));

describe('the seed’s sales conditions', () => {
  it('asks for an ID only at the entrance of sights that check it, never on a bus or boat ride', () => {
    const checked = [...new Set(rows.productOptions.filter((o) => o.identityDocumentRequired).map((o) => o.productId))].sort((a, b) => a - b);
    expect(checked.map((id) => englishName.get(id))).toEqual(['Alhambra: Skip-the-Line Ticket', 'National Capitol Building Entry Ticket', 'Casa Rosada Entry Ticket', 'La Moneda Palace Entry Ticket']);
    for (const id of checked) expect(['attraction', 'combo']).toContain(productOf.get(id)!.type);
    // Every option of such a sight is the same entrance.
    for (const id of checked) expect(rows.productOptions.filter((o) => o.productId === id).every((o) => o.identityDocumentRequired)).toBe(true);
  });

  it('sells the big cities’ second hop-on hop-off tour on the spot only, within 25 km', () => {
    const nearby = rows.products.filter((p) => p.nearbyRadiusKm != null);
    expect(nearby.map((p) => [p.id, p.type, p.nearbyRadiusKm])).toEqual([
      [4112, 'hop_on_hop_off', 25],
      [9512, 'hop_on_hop_off', 25],
    ]);
  });
});
