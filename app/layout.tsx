import type { ReactNode } from 'react';

// The document (<html>, <body>) is rendered per language by app/[lang]/layout.tsx;
// this root only exists so app/not-found.tsx can catch paths outside a language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
