import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

/** The home page: its header search waits until the visitor scrolls past the page's own search (spec §2). */
export default async function HomeLayout({ children, params }: RouteParams & { children: ReactNode }) {
  const context = await pageContext({ params });
  return (
    <>
      <SiteHeader context={context} home />
      {children}
      <SiteFooter context={context} />
    </>
  );
}
