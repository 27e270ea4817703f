/** What the bench reports of one Lighthouse result (bench/lighthouse.mjs `summarise`); the part the tests read. */
export interface LighthouseSummary {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number | null>;
  metrics: { lcpMs: number | null; cls: number | null; tbtMs: number | null; fcpMs: number | null; speedIndexMs: number | null };
  throttling: 'simulate' | 'devtools' | 'provided' | null;
  observed: { firstPaintMs: number | null; largestContentfulPaintMs: number | null; domContentLoadedMs: number | null; loadMs: number | null } | null;
  [figure: string]: unknown;
}
export const CHROME_PATH: string;
export const CHROME_FLAGS: string[];
export function summarise(lhr: unknown): LighthouseSummary;
export function lighthouseReport(
  origin: string,
  pages: Record<string, string | { path: string; cookie?: string }>,
  options?: { throttling?: 'simulate' | 'devtools'; runs?: number },
): Promise<Record<string, unknown>>;
