/**
 * Longest search text the provider accepts; the shop's search box stops there too. A module of its
 * own: the box is on every page, and the browser should not load the catalogue's vocabularies with it.
 */
export const MAX_QUERY_LENGTH = 100;
