import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageStillLoading } from '../support/page-still-loading';
import { renderShop } from '../support/render-shop';
import '../support/navigation-mock';
import { PageExtrasWhenIdle } from '@/components/global/page-extras-when-idle';
import { useUi } from '@/stores/ui-store';

let page: ReturnType<typeof pageStillLoading>;
beforeEach(() => {
  page = pageStillLoading();
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
  document.elementsFromPoint = (() => []) as typeof document.elementsFromPoint;
});
afterEach(() => {
  // Unmounted while the stubs its clean-ups call are still there.
  cleanup();
  Reflect.deleteProperty(document, 'elementsFromPoint');
  page.restore();
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
    renderShop(<PageExtrasWhenIdle language="en" />);
    expect(page.callbacks).toHaveLength(0);
    act(() => void window.dispatchEvent(new Event('load')));
    expect(page.callbacks).toHaveLength(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('link', { name: 'Customer support' })).not.toBeInTheDocument();

    await page.idle();
    expect(await screen.findByRole('link', { name: 'Customer support' })).toHaveAttribute('href', '/en/support-chat');
  });

  it('come at once for a language change asked before then, which shows its overlay', async () => {
    renderShop(
      <>
        <ChangeLanguage />
        <PageExtrasWhenIdle language="en" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    // The page has not loaded yet.
    expect(await screen.findByRole('status')).toHaveTextContent('Changing the language');
  });
});
