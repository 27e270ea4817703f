import type { Image } from '../api/contract/common';

/** The provider's generated artwork (see api/routes/media.ts), at the size it is drawn. */
export const IMAGE_SIZE = { width: 1200, height: 800 } as const;

export function locationImage(id: number, alt: string): Image {
  return { url: `/api/v2/media/location/${id}.svg`, alt, ...IMAGE_SIZE };
}

export function productImage(id: number, alt: string): Image {
  return { url: `/api/v2/media/product/${id}.svg`, alt, ...IMAGE_SIZE };
}
