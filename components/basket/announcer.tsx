'use client';

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

const AnnounceContext = createContext<(message: string) => void>(() => {});

/**
 * One polite live region for the basket's confirmations ("removed", "code applied"…), so
 * what a click did is heard without moving the keyboard.
 */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  // The same words twice in a row must change the region to be heard again: a trailing no-break space does.
  const announce = useCallback((next: string) => setMessage((previous) => (previous === next ? `${next}\u00a0` : next)), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
    </AnnounceContext.Provider>
  );
}

export const useAnnounce = () => useContext(AnnounceContext);
