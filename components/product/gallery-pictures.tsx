import type { Image } from '@/provider/api/contract/common';
import { Picture } from '@/components/ui/picture';

/** The gallery's pictures, rendered by its server parent: the first is the page's largest paint and loads first, the others lazily. */
export function galleryPictures(images: Image[]) {
  return images.map((image, index) => (
    <Picture
      key={image.url}
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes="(max-width: 64rem) 100vw, 44rem"
      {...(index === 0 ? { preload: true } : { loading: 'lazy' as const })}
    />
  ));
}
