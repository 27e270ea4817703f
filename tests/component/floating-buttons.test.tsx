import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../support/render-shop';
import { BackToTop } from '@/components/global/back-to-top';
import { ChatBubble } from '@/components/global/chat-bubble';

/**
 * The floating buttons never cover controls or kept-clear content (a phone's passenger "+"
 * buttons, the mobile voucher). jsdom has no layout: what lies under a point is stubbed.
 */

let beneath: Element[] = [];
const page = document.createElement('div');
page.innerHTML = `
  <p id="text">Some words</p>
  <button id="plus" type="button">+</button>
  <section data-keep-clear=""><p id="ticket">Ticket 1 of 2</p></section>`;
const part = (id: string) => page.querySelector(`#${id}`)!;

beforeEach(() => {
  document.body.append(page);
  beneath = [part('text'), page, document.body];
  document.elementsFromPoint = (() => beneath) as typeof document.elementsFromPoint;
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
  // Past the 60 px at which "back to top" appears; the next frame comes as soon as the test awaits.
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => (queueMicrotask(() => run(0)), 1));
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
});
afterEach(() => {
  page.remove();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'elementsFromPoint');
});

async function scrollTo(...elements: Element[]) {
  beneath = [...elements, document.body];
  await act(async () => {
    fireEvent.scroll(window);
  });
}

describe('the floating buttons', () => {
  it('step aside over a control and come back once it has scrolled away', async () => {
    renderShop(
      <>
        <BackToTop />
        <ChatBubble />
      </>,
    );
    const chat = screen.getByRole('link', { name: 'Customer support' });
    const top = screen.getByRole('button', { name: 'Back to top' });
    expect(chat).not.toHaveAttribute('data-covering');

    await scrollTo(part('plus'));
    expect(chat).toHaveAttribute('data-covering');
    expect(top).toHaveAttribute('data-covering');

    await scrollTo(part('text'));
    expect(chat).not.toHaveAttribute('data-covering');
    expect(top).not.toHaveAttribute('data-covering');
  });

  it('keep clear of content marked so, such as a ticket’s QR code', async () => {
    renderShop(<ChatBubble />);
    await scrollTo(part('ticket'));
    expect(screen.getByRole('link', { name: 'Customer support' })).toHaveAttribute('data-covering');
  });

  it('do not count each other, or themselves, as content', async () => {
    renderShop(
      <>
        <BackToTop />
        <ChatBubble />
      </>,
    );
    const chat = screen.getByRole('link', { name: 'Customer support' });
    const top = screen.getByRole('button', { name: 'Back to top' });
    await scrollTo(chat, top, part('text'));
    expect(chat).not.toHaveAttribute('data-covering');
    expect(top).not.toHaveAttribute('data-covering');
  });
});
