/** A product's selling radius (spec §5) as the booking panel names it: '25 km', or in miles for US English ('16 mi'). */
export function radiusText(km: number, language: string, intlLocale: string): string {
  const miles = language === 'en-us';
  const value = miles ? Math.round(km / 1.609344) : km;
  return new Intl.NumberFormat(intlLocale, { style: 'unit', unit: miles ? 'mile' : 'kilometer', unitDisplay: 'short' }).format(value);
}
