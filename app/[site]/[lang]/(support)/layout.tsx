import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/site-footer';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

/** The support chat: no header (spec §2). */
export default async function SupportLayout({ children, params }: RouteParams & { children: ReactNode }) {
  const context = await pageContext({ params });
  return (
    <>
      {children}
      <SiteFooter context={context} />
    </>
  );
}
