import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../support/render-shop';
import '../support/navigation-mock';
import { PageExtrasWhenIdle } from '@/components/global/page-extras-when-idle';
import { useUi } from '@/stores/ui-store';

/** The page as it is while its resources still load, with the browser's idle callbacks held. */
let idleCallbacks: IdleRequestCallback[] = [];
beforeEach(() => {
  idleCallbacks = [];
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idleCallbacks.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
  document.elementsFromPoint = (() => []) as typeof document.elementsFromPoint;
});
afterEach(() => {
  // Unmounted while the stubs its clean-ups call are still there.
  cleanup();
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(document, 'elementsFromPoint');
  vi.unstubAllGlobals();
});

function ChangeLanguage() {
  const setChangingLanguage = useUi((s) => s.setChangingLanguage);
  return (
    <button type="button" onClick={() => setChangingLanguage(true)}>
      Change
    </button>
  );
}

describe('the page’s extras', () => {
  it('come once the page has loaded and the browser idles, not before', async () => {
    renderShop(<PageExtrasWhenIdle />);
    expect(idleCallbacks).toHaveLength(0);
    act(() => void window.dispatchEvent(new Event('load')));
    expect(idleCallbacks).toHaveLength(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('link', { name: 'Customer support' })).not.toBeInTheDocument();

    act(() => idleCallbacks[0]!({ didTimeout: false, timeRemaining: () => 50 }));
    expect(await screen.findByRole('link', { name: 'Customer support' })).toHaveAttribute('href', '/en/support-chat');
  });

  it('come at once for a language change asked before then, which shows its overlay', async () => {
    renderShop(
      <>
        <ChangeLanguage />
        <PageExtrasWhenIdle />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    // The page has not loaded yet.
    expect(await screen.findByRole('status')).toHaveTextContent('Changing the language');
  });
});
