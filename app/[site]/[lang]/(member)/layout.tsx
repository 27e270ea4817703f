import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/header/site-header';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

/** The members' area: a header and no footer (spec §2). */
export default async function MemberLayout({ children, params }: RouteParams & { children: ReactNode }) {
  const context = await pageContext({ params });
  return (
    <>
      <SiteHeader context={context} />
      {children}
    </>
  );
}
