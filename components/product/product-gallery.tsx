'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Image as Picture } from '@/provider/api/contract/common';
import styles from './product-gallery.module.css';

/** How long the pictures must stand still before a swipe counts as over. */
const SETTLE_MS = 120;

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
 * readers. The first picture is the page's largest paint and loads first; the others lazily.
 */
export function ProductGallery({ images, pictures, name }: Props) {
  const t = useTranslations('gallery');
  const viewport = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const settling = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The picture a button or key asked for, until the pictures settle there. */
  const asked = useRef<number | null>(null);
  const last = images.length - 1;
  useEffect(() => () => clearTimeout(settling.current), []);

  function show(index: number) {
    const target = Math.min(Math.max(index, 0), last);
    setCurrent(target);
    asked.current = target;
    const element = viewport.current;
    // The smoothness comes from CSS (scroll-behavior), which honours reduced motion.
    element?.scrollTo?.({ left: target * element.clientWidth });
  }

  // A swipe moves the pictures itself: follow it once it has settled on one. Waiting for the
  // scrolling to stop keeps a smooth scroll's passing positions from undoing a quick key press;
  // and when quick presses end short of the picture asked for (the browser's snapping can cut a
  // retargeted smooth scroll short), the pictures go on to it rather than the position changing.
  function followScroll() {
    clearTimeout(settling.current);
    settling.current = setTimeout(() => {
      const element = viewport.current;
      if (!element || element.clientWidth === 0) return;
      const settled = Math.min(Math.max(Math.round(element.scrollLeft / element.clientWidth), 0), last);
      const wanted = asked.current;
      asked.current = null;
      if (wanted !== null && wanted !== settled) element.scrollTo?.({ left: wanted * element.clientWidth });
      else setCurrent(settled);
    }, SETTLE_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  }

  if (images.length === 0) return null;
  const status = t('status', { current: current + 1, total: images.length });

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={t('label', { name })}>
      <div ref={viewport} className={styles.viewport} tabIndex={images.length > 1 ? 0 : undefined} onKeyDown={onKeyDown} onScroll={followScroll}>
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
      {images.length > 1 ? (
        <>
          <button type="button" className={`${styles.step} ${styles.previous}`} onClick={() => show(current - 1)} disabled={current === 0} aria-label={t('previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={`${styles.step} ${styles.next}`} onClick={() => show(current + 1)} disabled={current === last} aria-label={t('next')}>
            <span aria-hidden="true">›</span>
          </button>
          <p className={styles.status} aria-live="polite" aria-atomic="true">
            {status}
          </p>
        </>
      ) : null}
    </section>
  );
}
