import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true once this component runs in the browser:
 * controls that need their code say so (disabled, busy) until it is there, rather than taking
 * a press that does nothing.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
