import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyKeepingHtml } from '@/components/islands/lazy-keeping-html';

/** The pages hydrated by a test, taken down after it even when it failed halfway. */
const pages: (() => void)[] = [];
afterEach(() => {
  cleanup();
  for (const unmount of pages.splice(0)) unmount();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

type Props = { label: string };

/** A panel with a counter, a field and a submit button: more than the 500 bytes React outlines. */
function Panel({ label }: Props) {
  const [count, setCount] = useState(0);
  const [sent, setSent] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(sent + 1);
      }}
    >
      <p>{'A long description of the panel. '.repeat(20)}</p>
      <button type="button" aria-label={`${label} add one`} onClick={() => setCount((value) => value + 1)}>
        {label} {count}
      </button>
      <input aria-label="Name" />
      <button type="submit">Sent {sent}</button>
    </form>
  );
}

/** A load the test answers when it says (`arrive`), as a chunk on a slow connection. */
function slowLoad(component: ComponentType<Props> = Panel) {
  let arrive = () => {};
  let fail = (_error: Error) => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType<Props>>((resolve, reject) => {
        arrive = () => resolve(component);
        fail = reject;
      }),
  );
  return { load, arrive: () => act(async () => arrive()), fail: (error: Error) => act(async () => fail(error)) };
}

/** A server's page with the island in it, hydrated by the browser's copy; recoverable errors (mismatches) are kept. */
function hydratedPage(onServer: ComponentType<Props>, island: ComponentType<Props>, around: (node: ReactNode) => ReactNode = (node) => node) {
  const tree = (Island: ComponentType<Props>) => <main>{around(<Island label="Adults" />)}</main>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(onServer));
  document.body.append(container);
  const errors: unknown[] = [];
  let root: Root | undefined;
  act(() => void (root = hydrateRoot(container, tree(island), { onRecoverableError: (error) => errors.push(error) })));
  pages.push(() => act(() => root?.unmount()));
  return { container, errors, rerender: (node: ReactNode) => act(() => root?.render(node)) };
}

describe('islands that keep their server HTML until their code comes (lazyKeepingHtml)', () => {
  it('are rendered in place by the server, in no Suspense boundary (nothing for React to hold back)', () => {
    const { load } = slowLoad();
    const Island = lazyKeepingHtml(load, Panel);
    const html = renderToString(
      <main>
        <Island label="Adults" />
      </main>,
    );
    expect(html).toContain('<div style="display:contents" data-code-coming=""><form>');
    expect(html).not.toMatch(/<!--\$/);
    expect(load).not.toHaveBeenCalled();
  });

  it('keep the server’s elements as they are while the page hydrates, fetch the code at once, then draw the island from it', async () => {
    const { load, arrive } = slowLoad();
    const { load: serverLoad } = slowLoad();
    const island = lazyKeepingHtml(load, undefined);
    expect(load).toHaveBeenCalledTimes(1);
    const { container, errors } = hydratedPage(lazyKeepingHtml(serverLoad, Panel), island);
    const serverButton = screen.getByRole('button', { name: 'Adults add one' });
    expect(container.querySelector('[data-code-coming]')).not.toBeNull();

    await arrive();
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-code-coming]')).toBeNull();
    // Drawn by its code: its own elements now, which answer.
    const drawn = screen.getByRole('button', { name: 'Adults add one' });
    expect(drawn).not.toBe(serverButton);
    act(() => drawn.click());
    expect(drawn).toHaveTextContent('Adults 1');
    expect(container.querySelectorAll('form')).toHaveLength(1);
  });

  it('make a press made before the code came once it has, once however often it was pressed, without posting the form meanwhile', async () => {
    const { load, arrive } = slowLoad();
    const { container } = hydratedPage(lazyKeepingHtml(load, Panel), lazyKeepingHtml(load, undefined));
    const posted = vi.fn((event: Event) => event.preventDefault());
    container.addEventListener('submit', posted);
    act(() => {
      screen.getByRole('button', { name: 'Adults add one' }).click();
      screen.getByRole('button', { name: 'Adults add one' }).click();
      screen.getByRole('button', { name: 'Sent 0' }).click();
    });
    expect(posted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Adults add one' })).toHaveTextContent('Adults 0');

    await arrive();
    expect(screen.getByRole('button', { name: 'Adults add one' })).toHaveTextContent('Adults 1');
    expect(screen.getByRole('button', { name: 'Sent 1' })).toBeInTheDocument();
  });

  it('keep the focus on the control it was on', async () => {
    const { load, arrive } = slowLoad();
    hydratedPage(lazyKeepingHtml(load, Panel), lazyKeepingHtml(load, undefined));
    act(() => screen.getByRole('textbox', { name: 'Name' }).focus());
    await arrive();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('do not press a control whose place now holds another one', async () => {
    const { load, arrive } = slowLoad(({ label }: Props) => (
      <form>
        <button type="button" onClick={() => (document.title = 'pressed')}>
          {label} changed
        </button>
      </form>
    ));
    document.title = '';
    hydratedPage(lazyKeepingHtml(load, Panel), lazyKeepingHtml(load, undefined));
    act(() => screen.getByRole('button', { name: 'Adults add one' }).click());
    await arrive();
    expect(document.title).toBe('');
  });

  it('keep their server HTML when what is around them is drawn again before their code comes', async () => {
    const { load, arrive } = slowLoad();
    const island = lazyKeepingHtml(load, undefined);
    const Themed = ({ theme, children }: { theme: string; children: ReactNode }) => <section data-theme={theme}>{children}</section>;
    const { container, errors, rerender } = hydratedPage(lazyKeepingHtml(load, Panel), island, (node) => <Themed theme="light">{node}</Themed>);
    const Island = island;
    rerender(
      <main>
        <Themed theme="dark">
          <Island label="Adults" />
        </Themed>
      </main>,
    );
    expect(container.querySelector('section')).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('button', { name: 'Adults add one' })).toHaveTextContent('Adults 0');
    await arrive();
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Adults add one' })).toBeInTheDocument();
  });

  it('on a page drawn in the browser (no server HTML), wait for their code like any lazy component', async () => {
    const { load, arrive } = slowLoad();
    const Island = lazyKeepingHtml(load, undefined);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Island label="Adults" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await arrive();
    expect(screen.getByRole('button', { name: 'Adults add one' })).toHaveTextContent('Adults 0');
  });

  it('hand a code that could not be fetched to the error boundary (which offers to reload the page)', async () => {
    const { load, fail } = slowLoad();
    class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
      override state = { error: null };
      static getDerivedStateFromError = (error: Error) => ({ error });
      override render = () => (this.state.error ? <p>Could not load: {(this.state.error as Error).message}</p> : this.props.children);
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    hydratedPage(lazyKeepingHtml(load, Panel), lazyKeepingHtml(load, undefined), (node) => <Boundary>{node}</Boundary>);
    await fail(new Error('chunk lost'));
    expect(screen.getByText('Could not load: chunk lost')).toBeInTheDocument();
  });
});
