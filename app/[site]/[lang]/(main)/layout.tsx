import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

/** Most pages: header and footer (payment pages: `(checkout)`; the members' area: `(member)`). */
export default async function MainLayout({ children, params }: RouteParams & { children: ReactNode }) {
  const context = await pageContext({ params });
  return (
    <>
      <SiteHeader context={context} />
      {children}
      <SiteFooter context={context} />
    </>
  );
}
