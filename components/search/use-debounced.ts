import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `delay` ms; `initial` until then. */
export function useDebounced<T>(value: T, delay: number, initial: T = value): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
