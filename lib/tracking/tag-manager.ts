import { isContainerId } from './container-id';
import { pushToDataLayer } from './data-layer';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const SCRIPT_ID = 'gtm-script';

/**
 * Google Tag Manager's container, injected once (imported lazily, and only after consent, by
 * components/global/tag-manager.tsx). A malformed id loads nothing rather than an arbitrary URL.
 */
export function loadTagManager(id: string): boolean {
  if (!isContainerId(id) || document.getElementById(SCRIPT_ID)) return false;
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return true;
}
