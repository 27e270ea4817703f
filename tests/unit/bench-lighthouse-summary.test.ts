// The bench's Lighthouse summary carries the observed (unthrottled) timings the simulated phone
// starts from, so a late observed paint, which makes every script count before the LCP, can be
// seen in the report (bench/README.md), and says whether its timings were simulated or measured.
import { describe, expect, it } from 'vitest';
import { summarise } from '../../bench/lighthouse.mjs';

const lhr = (metrics: Record<string, number> | null, throttlingMethod = 'simulate') => ({
  configSettings: { throttlingMethod },
  categories: { performance: { score: 0.73 } },
  audits: {
    'largest-contentful-paint': { numericValue: 3467.2 },
    ...(metrics ? { metrics: { details: { items: [metrics] } } } : {}),
  },
  environment: { benchmarkIndex: 1891 },
});

describe('the bench Lighthouse summary', () => {
  it('reports the observed first paint, largest paint, DOMContentLoaded and load', () => {
    const summary = summarise(
      lhr({ observedFirstPaint: 2264, observedLargestContentfulPaint: 2270, observedDomContentLoaded: 321, observedLoad: 786, firstContentfulPaint: 1258 }),
    );
    expect(summary.observed).toEqual({ firstPaintMs: 2264, largestContentfulPaintMs: 2270, domContentLoadedMs: 321, loadMs: 786 });
    expect(summary.metrics.lcpMs).toBe(3467);
    expect(summary.scores.performance).toBe(73);
  });

  it('says whether its timings were simulated or measured under applied throttling', () => {
    expect(summarise(lhr(null)).throttling).toBe('simulate');
    expect(summarise(lhr(null, 'devtools')).throttling).toBe('devtools');
  });

  it('reports no observed timings when Lighthouse gave none', () => {
    expect(summarise(lhr(null)).observed).toBeNull();
  });
});
