import * as z from 'zod/mini';

/** A path on this shop: never `//host`, which a browser would read as another site. */
const SHOP_PATH = /^\/(?!\/)/;

/** The contract's ShortLinkSchema, as the browser checks it. */
export const ShortLinkCheck = z.object({ code: z.string(), url: z.string().check(z.regex(SHOP_PATH)) });

export const TargetCheck = z.object({ code: z.string(), target: z.string().check(z.regex(SHOP_PATH)) });
