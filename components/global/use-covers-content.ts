'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * What a floating button must never cover: controls (a phone's passenger "+" buttons, links,
 * fields) and content marked `data-keep-clear` (the booking panel, the mobile voucher's tickets).
 */
const KEPT_CLEAR = 'a[href], button, input, select, textarea, summary, label, [role="button"], [data-keep-clear]';

/** Points of a round button to test: its centre and four points near its edge. */
function samplePoints(box: DOMRect): [number, number][] {
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const r = Math.min(box.width, box.height) * 0.35;
  return [
    [x, y],
    [x - r, y - r],
    [x + r, y - r],
    [x - r, y + r],
    [x + r, y + r],
  ];
}

/**
 * Whether the floating button would cover a control or kept-clear content where it sits now:
 * it then steps aside (hidden, so taps and the hit test go to what is beneath) until the page
 * scrolls, resizes or changes so that nothing is under it. Checked once per frame at most.
 */
export function useCoversContent(ref: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = ref.current;
      if (!button) return;
      const beneath = samplePoints(button.getBoundingClientRect()).some(([x, y]) =>
        document.elementsFromPoint(x, y).some((element) => !element.closest('[data-floating]') && element.closest(KEPT_CLEAR)),
      );
      setCovers(beneath);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    // Content that loads or opens later (the booking panel's options, the tickets) moves things under the button.
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      resized.disconnect();
    };
  }, [ref]);
  return covers;
}
