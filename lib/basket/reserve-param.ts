/** The query parameter of a basket link's entries, on its own so the basket can look for it without loading the parser. */
export const RESERVE_PARAM = 'reserve';
