import { lazy, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { useInBrowser } from '@/lib/ui/use-in-browser';

/** What a visitor can press or focus in an island: how a control is found again once the island is drawn by its code. */
const CONTROLS = 'button, input, select, textarea, a[href], [tabindex]';

/** What the island's element wears until its code has come and drawn it: for tests and for styles that wait for it. */
const CODE_COMING = { 'data-code-coming': '' };

/** A control of the kept HTML: where it is among the island's controls, its kind and its name. */
interface ControlAt {
  index: number;
  tag: string;
  name: string;
}

/** The controls of an island, in document order. */
const controlsOf = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])];
const nameOf = (control: HTMLElement) => control.getAttribute('aria-label') ?? control.textContent ?? '';

/** Where `element` (or the control around it) is among the island's controls; null when it is none of them. */
function controlAt(root: HTMLElement | null, element: Element | null): ControlAt | null {
  const control = element?.closest<HTMLElement>(CONTROLS) ?? null;
  const index = control ? controlsOf(root).indexOf(control) : -1;
  return control && index >= 0 ? { index, tag: control.tagName, name: nameOf(control) } : null;
}

/** The same control in the island drawn again: at the same place, of the same kind, with the same name. */
function sameControl(root: HTMLElement | null, like: ControlAt): HTMLElement | undefined {
  const control = controlsOf(root)[like.index];
  return control && control.tagName === like.tag && nameOf(control) === like.name ? control : undefined;
}

/**
 * An island whose code is not among the page's first scripts, however large its HTML (issue 18,
 * ADR 0028): the server renders it in place; in the browser the page hydrates around its server
 * HTML, kept as it is (an element whose content React was told is `dangerouslySetInnerHTML`
 * is not hydrated inside), and its code is fetched at once, beside the page's. When it has
 * come the island is drawn by it, from its first state, in place of the kept HTML, in the same
 * frame: the same markup, nothing moves. Unlike an island in a Suspense boundary (ADR 0025), no
 * boundary waits in the page, so React neither holds its HTML back nor empties it when a context
 * changes above it.
 *
 * Meanwhile a press on one of its controls is kept and made again on the same control once drawn,
 * and the focus stays where it was. Where React draws the island in the browser instead of
 * hydrating it (a page rendered there), there is no server HTML to keep: the island waits for its
 * code like any lazy component.
 *
 * `onServer` is the component itself there and nothing in the browser, whose bundle leaves the
 * `require` out (`process.browser` is fixed at build time). The island's CSS modules are imported
 * by the server components around it too, so that its styles come with the page.
 */
export function lazyKeepingHtml<P extends object>(load: () => Promise<ComponentType<P>>, onServer: ComponentType<P> | undefined): ComponentType<P> {
  if (onServer) {
    const Island = onServer;
    return function OnServer(props: P) {
      return (
        <div style={{ display: 'contents' }} {...CODE_COMING}>
          <Island {...props} />
        </div>
      );
    };
  }

  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  if (typeof window !== 'undefined') void start().catch(() => {});
  const Lazy = lazy(() => start().then((component) => ({ default: component })));

  return function KeepingHtml(props: P) {
    const inBrowser = useInBrowser();
    // Server HTML is there to keep only when the island is hydrated, not drawn by a navigation.
    const [kept] = useState(!inBrowser);
    const [island, setIsland] = useState<{ Component: ComponentType<P> } | { error: unknown } | undefined>(loaded && { Component: loaded });
    const root = useRef<HTMLDivElement>(null);
    const presses = useRef<ControlAt[]>([]);
    const focused = useRef<ControlAt | null>(null);

    useEffect(() => {
      if (island || !kept) return;
      start().then(
        (Component) => {
          // Where the focus is in the kept HTML, to put it on the same control once drawn.
          focused.current = controlAt(root.current, document.activeElement);
          setIsland({ Component });
        },
        (error: unknown) => setIsland({ error }),
      );
    }, [island, kept]);

    useLayoutEffect(() => {
      if (!island || !('Component' in island)) return;
      if (focused.current) sameControl(root.current, focused.current)?.focus();
      for (const press of presses.current.splice(0)) sameControl(root.current, press)?.click();
    }, [island]);

    // The route's error boundary offers to reload a page whose code could not be fetched.
    if (island && 'error' in island) throw island.error;
    if (island) {
      const { Component } = island;
      return (
        <div ref={root} key="drawn" style={{ display: 'contents' }}>
          <Component {...props} />
        </div>
      );
    }
    if (!kept) return <Lazy {...props} />;

    // A press before the code has come: kept (and a submit button's form not posted), made again once drawn.
    const keep = (event: MouseEvent<HTMLDivElement>) => {
      const pressed = controlAt(root.current, event.target instanceof Element ? event.target : null);
      if (!pressed) return;
      event.preventDefault();
      if (!presses.current.some((press) => press.index === pressed.index)) presses.current.push(pressed);
    };
    return <div ref={root} key="kept" style={{ display: 'contents' }} {...CODE_COMING} onClickCapture={keep} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  };
}
