'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import styles from './product-gallery.module.css';

/** How long the pictures must stand still before a swipe counts as over. */
const SETTLE_MS = 120;

interface Props {
  /** The element the pictures scroll in (components/product/product-gallery.tsx). */
  viewportId: string;
  total: number;
}

/** The picture the viewport shows, by where it is scrolled to. */
function pictureShown(viewport: HTMLElement | null, last: number): number {
  if (!viewport || viewport.clientWidth === 0) return 0;
  return Math.min(Math.max(Math.round(viewport.scrollLeft / viewport.clientWidth), 0), last);
}

/**
 * The gallery's buttons, arrow keys and announced position. The pictures are the server's and
 * swipe with no script (native scrolling that snaps); this code follows them and steps them.
 * It may come after a swipe or arrow keys (it is fetched beside the page): it starts from the
 * picture shown.
 */
export function GalleryControls({ viewportId, total }: Props) {
  const t = useTranslations('gallery');
  const last = total - 1;
  const [current, setCurrent] = useState(() => (typeof document === 'undefined' ? 0 : pictureShown(document.getElementById(viewportId), last)));
  // The listeners below read the position without being added again at each step.
  const at = useRef(current);
  useEffect(() => {
    at.current = current;
  }, [current]);
  /** The picture a button or key asked for, until the pictures settle there. */
  const asked = useRef<number | null>(null);
  const stepTo = useRef<(index: number) => void>(() => {});

  useEffect(() => {
    const viewport = document.getElementById(viewportId);
    if (!viewport) return;
    let settling: ReturnType<typeof setTimeout> | undefined;
    stepTo.current = (index) => {
      const target = Math.min(Math.max(index, 0), last);
      setCurrent(target);
      asked.current = target;
      // The smoothness comes from CSS (scroll-behavior), which honours reduced motion.
      viewport.scrollTo?.({ left: target * viewport.clientWidth });
    };
    // A swipe moves the pictures itself: follow it once it has settled on one. Waiting for the
    // scrolling to stop keeps a smooth scroll's passing positions from undoing a quick key press;
    // and when quick presses end short of the picture asked for (the browser's snapping can cut a
    // retargeted smooth scroll short), the pictures go on to it rather than the position changing.
    const followScroll = () => {
      clearTimeout(settling);
      settling = setTimeout(() => {
        if (viewport.clientWidth === 0) return;
        const settled = pictureShown(viewport, last);
        const wanted = asked.current;
        asked.current = null;
        if (wanted !== null && wanted !== settled) viewport.scrollTo?.({ left: wanted * viewport.clientWidth });
        else setCurrent(settled);
      }, SETTLE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const moves: Record<string, number> = { ArrowLeft: at.current - 1, ArrowRight: at.current + 1, Home: 0, End: last };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      stepTo.current(target);
    };
    viewport.addEventListener('scroll', followScroll, { passive: true });
    viewport.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(settling);
      viewport.removeEventListener('scroll', followScroll);
      viewport.removeEventListener('keydown', onKeyDown);
    };
  }, [viewportId, last]);

  return (
    <>
      <button type="button" className={`${styles.step} ${styles.previous}`} onClick={() => stepTo.current(current - 1)} disabled={current === 0} aria-label={t('previous')}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className={`${styles.step} ${styles.next}`} onClick={() => stepTo.current(current + 1)} disabled={current === last} aria-label={t('next')}>
        <span aria-hidden="true">›</span>
      </button>
      <p className={styles.status} aria-live="polite" aria-atomic="true">
        {t('status', { current: current + 1, total })}
      </p>
    </>
  );
}
