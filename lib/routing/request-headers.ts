/** Headers the proxy adds to a page request for the server components that render it. */
export const SITE_HEADER = 'x-shop-site';
/** The A/B versions of this visitor, as JSON: `{"MAP_DISPLAY":"B",…}`. */
export const EXPERIMENTS_HEADER = 'x-shop-experiments';
