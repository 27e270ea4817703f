import { randomBytes, randomInt } from 'node:crypto';

/** No 0/O or 1/I: references are read aloud at ticket desks. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function drawn(prefix: string, length: number): string {
  let code = prefix;
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** 'SS' and eight characters: about 10^12 references, drawn at random, checked unique by the database. */
export const newOrderReference = () => drawn('SS', 8);

/** An agency's top-up by card: 'TU' and ten characters, so the gateway's notifications tell it from an order. */
export const newTopUpReference = () => drawn('TU', 10);
export const TOP_UP_REFERENCE = /^TU[2-9A-HJ-NP-Z]{10}$/;

/** The secret that opens an order's vouchers. */
export const newOrderSecret = () => randomBytes(24).toString('base64url');

export const ticketCode = (reference: string, line: number) => `${reference}-${line + 1}`;

/** Six digits for "manage my booking": drawn with the crypto generator, not the database's random(). */
export const newOrderPin = () => String(randomInt(1_000_000)).padStart(6, '0');

/** A line's ticket code: the first issue `SS…-1`, later issues (a new date) `SS…-1-2`, `SS…-1-3`. */
export const reissuedTicketCode = (reference: string, line: number, issue: number) =>
  issue <= 1 ? ticketCode(reference, line) : `${ticketCode(reference, line)}-${issue}`;
