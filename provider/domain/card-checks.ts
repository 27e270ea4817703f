/** Checks any card form can make before asking a gateway (the shop's form and the sandbox gateway both use them). */

/** The Luhn checksum every real card number passes. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is usable through the last day of its expiry month. */
export function hasExpired(month: number, year: number, now: Date): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  return fullYear < now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}
