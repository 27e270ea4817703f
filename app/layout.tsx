import type { ReactNode } from 'react';

// The document (<html>, <body>) is rendered per language by app/[site]/[lang]/layout.tsx, and
// outside every language by the 404 pages (app/global-not-found.tsx, app/s/not-found.tsx);
// this root only holds them together.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
