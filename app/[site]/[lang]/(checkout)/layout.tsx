import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

/** Payment and its confirmation: on narrow screens the footer keeps only its bottom line (spec §2). */
export default async function CheckoutLayout({ children, params }: RouteParams & { children: ReactNode }) {
  const context = await pageContext({ params });
  return (
    <>
      <SiteHeader context={context} />
      {children}
      <SiteFooter context={context} trimmed />
    </>
  );
}
