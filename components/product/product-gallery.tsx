import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Image as Picture } from '@/provider/api/contract/common';
import { GalleryControls } from '@/components/islands/late/gallery-controls';
import styles from './product-gallery.module.css';

/** The element the pictures scroll in: one gallery per page. */
const VIEWPORT_ID = 'gallery-pictures';

interface Props {
  images: Picture[];
  /** Each image as its server parent rendered it (components/ui/picture.tsx): no image component in the browser. */
  pictures: ReactNode[];
  /** What the pictures show (the product's name), for the gallery's label. */
  name: string;
}

/**
 * A product's pictures: swiped on a phone (native scrolling that snaps to each picture),
 * stepped through with the buttons or the arrow keys, the position announced to screen
 * readers (components/product/gallery-controls.tsx, the only part with code). The first picture
 * is the page's largest paint and loads first; the others lazily.
 */
export function ProductGallery({ images, pictures, name }: Props) {
  const t = useTranslations('gallery');
  if (images.length === 0) return null;
  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={t('label', { name })}>
      <div id={VIEWPORT_ID} className={styles.viewport} tabIndex={images.length > 1 ? 0 : undefined}>
        <ul className={styles.track}>
          {images.map((image, index) => (
            <li key={image.url} className={styles.slide} aria-roledescription="slide" aria-label={t('status', { current: index + 1, total: images.length })}>
              <figure className={styles.figure}>
                {pictures[index]}
                {image.credit ? <figcaption className={styles.credit}>{t('credit', { credit: image.credit })}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      </div>
      {images.length > 1 ? <GalleryControls viewportId={VIEWPORT_ID} total={images.length} /> : null}
    </section>
  );
}
