import type { ReactNode } from 'react';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

/**
 * Sets the page's language before anything below renders. Next renders a segment's
 * not-found boundary with every request, in parallel with the layouts above; without a
 * layout of its own it would ask next-intl for the language before any layout set it, and
 * next-intl keeps that first answer (English) for the whole request — page and shell included.
 */
export default async function VoucherLayout({ children, params }: RouteParams & { children: ReactNode }) {
  await pageContext({ params });
  return children;
}
