/** Latin letters (with accents), spaces, apostrophes, dots and hyphens: what tour operators' systems accept. */
export const LATIN_NAME = /^[\p{Script=Latin}][\p{Script=Latin} .'’-]*$/u;
