/**
 * A password's length: at least 8 characters, at most 128 (scrypt hashes any length; a cap keeps the
 * work bounded). Apart from the zod contract, so the shop's forms read them without loading zod.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
