import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RouteError from '@/app/[site]/[lang]/error';
import GlobalError from '@/app/global-error';
import { isChunkLoadError } from '@/components/errors/use-chunk-reload';
import en from '@/messages/en.json';

const reload = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('location', { ...window.location, pathname: '/en/41/paris', reload });
});
afterEach(() => vi.unstubAllGlobals());

const chunkError = () => Object.assign(new Error('Loading chunk 4821 failed.\n(error: /_next/static/chunks/4821.js)'), { name: 'ChunkLoadError' });

function renderRouteError(error: Error) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ errorPage: en.errorPage }}>
      <RouteError error={error} retry={vi.fn()} />
    </NextIntlClientProvider>,
  );
}

describe('a failed script chunk (spec §8)', () => {
  it('is recognised by what the browsers and the bundler say', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });

  it('reloads the page instead of showing the error page', async () => {
    renderRouteError(chunkError());
    // The view (and with it the reload) loads with the failure: the route's boundary is in every page's first scripts.
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('shows the error page when the chunk fails again after the reload, instead of looping', async () => {
    sessionStorage.setItem('chunk-reload', '/en/41/paris');
    renderRouteError(chunkError());
    expect(await screen.findByRole('heading', { level: 1, name: en.errorPage.title })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload on any other error', async () => {
    renderRouteError(new Error('boom'));
    expect(await screen.findByRole('heading', { level: 1, name: en.errorPage.title })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads from the global error page too, once', () => {
    const { unmount } = render(<GlobalError error={chunkError()} />, { container: document.documentElement });
    expect(reload).toHaveBeenCalledOnce();
    unmount();
  });
});
