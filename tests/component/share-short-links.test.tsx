import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { ShareLinks } from '@/components/product/share-links';

const long = 'https://www.opentoptours.example/en/41/paris/4101/tour';
const writeText = vi.fn();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  fakeProvider.requests = [];
});

describe('sharing a product (spec §7 api/encode)', () => {
  it('shares the short link of the page', async () => {
    fakeProvider.handler = () => Response.json({ code: 'k3J9xQ2a', url: '/s/k3J9xQ2a' });
    renderShop(<ShareLinks url={long} title="Paris" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    // The request code loads on the first share.
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('https://www.opentoptours.example/s/k3J9xQ2a'));
    const asked = fakeProvider.requests.at(-1)!;
    expect(new URL(asked.url).pathname).toBe('/api/v2/api/encode');
    expect(await asked.json()).toEqual({ url: long });
  });

  it('shares the long link when the shortener fails, or answers something that is no shop path', async () => {
    fakeProvider.handler = () => Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = renderShop(<ShareLinks url={long} title="Paris" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenLastCalledWith(long));
    unmount();
    writeText.mockClear();

    fakeProvider.handler = () => Response.json({ code: 'x', url: '//evil.example/x' });
    renderShop(<ShareLinks url={long} title="Paris" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenLastCalledWith(long));
  });
});
