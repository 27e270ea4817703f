/** Cookie names and lifetimes of spec §3 and §9, defined once. */
const DAY_SECONDS = 24 * 60 * 60;

export const LANGUAGE_COOKIE = { name: 'language', maxAgeSeconds: 365 * DAY_SECONDS } as const;
