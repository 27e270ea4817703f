import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydratingMark } from '@/lib/ui/early-presses';
import { useInBrowser } from '@/lib/ui/use-in-browser';
import { pageStillLoading } from '../support/page-still-loading';

let page: ReturnType<typeof pageStillLoading>;
beforeEach(() => {
  page = pageStillLoading();
  // pageIdleOrUsed answers once per page: each test is a fresh page.
  vi.resetModules();
});
afterEach(() => {
  cleanup();
  page.restore();
});

const idle = () => page.idle();
const loaded = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A form whose button wears the mark until it has hydrated, as the shop's islands' controls do. */
function Subscribe({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const inBrowser = useInBrowser();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setCount(count + 1);
      }}
    >
      <button type="submit" {...hydratingMark(inBrowser)}>
        {label} {count}
      </button>
    </form>
  );
}

/** A server's page with an island in it, hydrated in the browser (`island` as the browser's bundle has it). */
async function hydratedPage(onServer: ComponentType<{ label: string }>, island: ComponentType<{ label: string }>) {
  const tree = (Island: ComponentType<{ label: string }>) => (
    <main>
      <Island label="Pressed" />
    </main>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(onServer));
  document.body.append(container);
  let root: Root | undefined;
  act(() => void (root = hydrateRoot(container, tree(island))));
  return { container, unmount: () => act(() => root?.unmount()) };
}

describe('islands that hydrate when the page idles (lazyWhenIdle)', () => {
  it('are rendered whole and in place by the server, their boundary complete in the HTML', async () => {
    const { lazyWhenIdle } = await import('@/components/islands/lazy-when-idle');
    const load = vi.fn(async () => Counter);
    const html = renderToString(<Wrapped island={lazyWhenIdle(load, Counter)} />);
    // `<!--$-->`: a complete boundary; an outlined one (`<!--$?-->`) would be revealed late, moving the page.
    expect(html).toBe('<section><!--$--><button type="button">Pressed<!-- --> <!-- -->0</button><!--/$--></section>');
    expect(load).not.toHaveBeenCalled();
  });

  it('keep the server’s HTML unhydrated until the page idles, then answer', async () => {
    const { lazyWhenIdle } = await import('@/components/islands/lazy-when-idle');
    const load = vi.fn(async () => Counter);
    const { container, unmount } = await hydratedPage(lazyWhenIdle(load, Counter), lazyWhenIdle(load, undefined));
    await loaded();
    expect(load).not.toHaveBeenCalled();
    // The server's button is there, and a press before the code comes does nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(container.textContent).toBe('Pressed 0');

    act(() => void window.dispatchEvent(new Event('load')));
    await idle();
    await loaded();
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
    unmount();
  });

  it('keep their server HTML when the client component around them is drawn again before their code comes', async () => {
    const { lazyWhenIdle } = await import('@/components/islands/lazy-when-idle');
    const load = vi.fn(async () => Counter);
    // As the header: state of its own (hidden while scrolling) around an island, same props each time.
    function Header({ Island }: { Island: ComponentType<{ label: string }> }) {
      const [scrolled, setScrolled] = useState(0);
      useEffect(() => {
        const onScroll = () => setScrolled((count) => count + 1);
        window.addEventListener('scroll', onScroll);
        return () => window.removeEventListener('scroll', onScroll);
      }, []);
      return (
        <header data-scrolled={scrolled}>
          <Island label="Pressed" />
        </header>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Header Island={lazyWhenIdle(load, Counter)} />);
    document.body.append(container);
    const Island = lazyWhenIdle(load, undefined);
    let root: Root | undefined;
    act(() => void (root = hydrateRoot(container, <Header Island={Island} />)));
    await loaded();
    act(() => void fireEvent.scroll(window));
    await loaded();
    expect(container.querySelector('header')).toHaveAttribute('data-scrolled', '1');
    // Without memo React would have to hydrate the boundary at once and, without the code, empty it.
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('load')));
    await idle();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
    act(() => root?.unmount());
  });

  it('load at once when the visitor first presses, types or tabs, before the page idles', async () => {
    const { lazyWhenIdle } = await import('@/components/islands/lazy-when-idle');
    const load = vi.fn(async () => Counter);
    const { unmount } = await hydratedPage(lazyWhenIdle(load, Counter), lazyWhenIdle(load, undefined));
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await loaded();
    expect(page.callbacks).toHaveLength(0);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
    unmount();
  });
});

describe('presses on an island before its code came (keepEarlyPresses)', () => {
  it('are kept, counted once, and made again once its controls answer', async () => {
    const { lazyWhenIdle } = await import('@/components/islands/lazy-when-idle');
    const load = vi.fn(async () => Subscribe);
    const { unmount } = await hydratedPage(lazyWhenIdle(load, Subscribe), lazyWhenIdle(load, undefined));
    const posted = vi.fn();
    document.addEventListener('submit', posted);
    const button = screen.getByRole('button', { name: 'Pressed 0' });
    // Pressed twice while its code is not there: the form is not posted without it.
    fireEvent.click(button);
    fireEvent.click(button);
    await loaded();
    expect(posted).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('data-hydrating');

    act(() => void window.dispatchEvent(new Event('load')));
    await idle();
    await loaded();
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBe(button);
    expect(button).not.toHaveAttribute('data-hydrating');
    expect(posted).toHaveBeenCalledTimes(1);
    // From now on each press answers at once.
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Pressed 2' })).toBeInTheDocument();
    document.removeEventListener('submit', posted);
    unmount();
  });
});

describe('parts drawn after the visitor’s choices (lazyPart)', () => {
  it('fetch their code when the page idles, before they are drawn', async () => {
    const { lazyPart } = await import('@/components/islands/lazy-part');
    const load = vi.fn(async () => Counter);
    const Part = lazyPart(load);
    act(() => void window.dispatchEvent(new Event('load')));
    expect(load).not.toHaveBeenCalled();
    await idle();
    expect(load).toHaveBeenCalledTimes(1);

    drawn(Part);
    expect(await screen.findByRole('button', { name: 'Drawn 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetch it when drawn when an earlier fetch failed', async () => {
    const { lazyPart } = await import('@/components/islands/lazy-part');
    const load = vi.fn<() => Promise<ComponentType<{ label: string }>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Counter);
    const Part = lazyPart(load);
    act(() => void window.dispatchEvent(new Event('load')));
    await idle();
    await loaded();

    drawn(Part);
    expect(await screen.findByRole('button', { name: 'Drawn 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('parts drawn once data has come, or one of several (lazyPart now, drawn)', () => {
  it('fetch their code at once with `now`, before the page idles', async () => {
    const { lazyPart } = await import('@/components/islands/lazy-part');
    const load = vi.fn(async () => Counter);
    const Part = lazyPart(load, 'now');
    expect(load).toHaveBeenCalledTimes(1);
    expect(page.callbacks).toHaveLength(0);
    drawn(Part);
    expect(await screen.findByRole('button', { name: 'Drawn 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetch it only when drawn with `drawn`, not when the page idles', async () => {
    const { lazyPart } = await import('@/components/islands/lazy-part');
    const load = vi.fn(async () => Counter);
    const Part = lazyPart(load, 'drawn');
    act(() => void window.dispatchEvent(new Event('load')));
    await idle();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await loaded();
    expect(load).not.toHaveBeenCalled();
    drawn(Part);
    expect(await screen.findByRole('button', { name: 'Drawn 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

/** Draws a part as a panel does once the visitor's choice asks for it. */
function drawn(Part: ComponentType<{ label: string }>) {
  render(
    <Suspense fallback={null}>
      <Part label="Drawn" />
    </Suspense>,
  );
}

function Wrapped({ island: Island }: { island: ComponentType<{ label: string }> }) {
  return (
    <section>
      <Island label="Pressed" />
    </section>
  );
}
