import { randomBytes, randomInt } from 'node:crypto';

/** No 0/O or 1/I: references are read aloud at ticket desks. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'SS' and eight characters: about 10^12 references, drawn at random, checked unique by the database. */
export function newOrderReference(): string {
  let code = 'SS';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The secret that opens an order's vouchers. */
export const newOrderSecret = () => randomBytes(24).toString('base64url');

export const ticketCode = (reference: string, line: number) => `${reference}-${line + 1}`;

/** Six digits for "manage my booking": drawn with the crypto generator, not the database's random(). */
export const newOrderPin = () => String(randomInt(1_000_000)).padStart(6, '0');

/** A line's ticket code: the first issue `SS…-1`, later issues (a new date) `SS…-1-2`, `SS…-1-3`. */
export const reissuedTicketCode = (reference: string, line: number, issue: number) =>
  issue <= 1 ? ticketCode(reference, line) : `${ticketCode(reference, line)}-${issue}`;
