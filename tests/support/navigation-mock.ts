import { vi } from 'vitest';

/** A stand-in for next/navigation: records pushes and refreshes, with a settable pathname. */
export const navigation = {
  pathname: '/en/home',
  /** The address's query string, as useSearchParams reads it. */
  search: '',
  push: vi.fn(),
  refresh: vi.fn(),
};

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: navigation.push, refresh: navigation.refresh, replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
