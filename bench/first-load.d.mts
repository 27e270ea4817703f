export interface BudgetedPage {
  name: string;
  path: string | null;
  budgetKB: number;
  /** Issue 18's goal; none for the baseline, whose goal is the shell's (12 kB over the floor measured in the same run). */
  targetKB?: number;
}
export interface FirstLoad {
  path: string;
  scripts: number;
  bytes: number;
  gzipBytes: number;
  gzipKB: number;
  chunks: { src: string; bytes: number; gzipBytes: number }[];
  largest: { src: string; gzipBytes: number }[];
}
export const BUDGETS: { productId: number; pages: Record<string, Omit<BudgetedPage, 'name'>> };
export function firstLoadJavaScript(origin: string, path: string, options?: { headers?: Record<string, string> }): Promise<FirstLoad>;
export function pageWeight(origin: string, path: string): Promise<{ htmlKB: number; stylesheets: number; stylesGzipKB: number }>;
export function productPagePath(origin: string, productId?: number, locationPath?: string): Promise<string | null>;
export function budgetedPages(origin: string): Promise<BudgetedPage[]>;
