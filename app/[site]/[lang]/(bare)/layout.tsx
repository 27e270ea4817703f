import type { ReactNode } from 'react';

/** The newsletter landing page and the map viewer: neither header nor footer (spec §2). */
export default function BareLayout({ children }: { children: ReactNode }) {
  return children;
}
