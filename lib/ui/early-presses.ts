/** What a control of an island wears until its code has come and hydrated it (hydratingMark). */
const HYDRATING = 'data-hydrating';
const installed = Symbol.for('shop.keepEarlyPresses');

/**
 * The mark for a control of an island that hydrates late (ADR 0025), while its code is not there
 * (`inBrowser` false, useInBrowser): a press on it meanwhile is kept and made again then.
 */
export function hydratingMark(inBrowser: boolean): { [HYDRATING]?: '' } {
  return inBrowser ? {} : { [HYDRATING]: '' };
}

/**
 * Keeps a press (a click, a tap, Enter or Space) on a marked control and makes it again once the
 * control has hydrated and dropped its mark: React drops presses on parts it has not hydrated
 * yet, and a visitor who taps "Load more" as the page appears should not have to tap twice.
 * Several presses before then count once.
 */
export function keepEarlyPresses(): void {
  const page = document as Document & { [installed]?: true };
  if (page[installed]) return;
  page[installed] = true;
  const waiting = new WeakSet<Element>();
  const press = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(`[${HYDRATING}]`) : null;
    if (!(control instanceof HTMLElement)) return;
    // A submit button would otherwise post the form itself, without its code.
    event.preventDefault();
    if (waiting.has(control)) return;
    waiting.add(control);
    const observer = new MutationObserver(() => {
      if (control.hasAttribute(HYDRATING)) return;
      observer.disconnect();
      waiting.delete(control);
      if (control.isConnected) control.click();
    });
    observer.observe(control, { attributes: true, attributeFilter: [HYDRATING] });
  };
  document.addEventListener('click', press, true);
}
