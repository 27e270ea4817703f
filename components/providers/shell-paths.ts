'use client';

import { createContext, useContext } from 'react';
import type { ShellPaths } from '@/lib/i18n/pages';

/** The shell's links, from the layout: the client components of every page read them here, not from the table of all slugs. */
export const ShellPathsContext = createContext<ShellPaths | null>(null);

export function useShellPaths(): ShellPaths {
  const paths = useContext(ShellPathsContext);
  if (!paths) throw new Error('useShellPaths needs ShopProviders above it');
  return paths;
}
