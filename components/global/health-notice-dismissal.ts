/** Where this visit's dismissal of a health notice is kept (session storage: a display preference, not tracking). */
export const HEALTH_NOTICE_DISMISSED = 'health-notice-dismissed';

/**
 * Runs as the banner is read, before the first paint: hides the notice this visit dismissed, so
 * the next page does not draw it and then take it away on hydration (the page below would jump).
 */
export const hideIfDismissed = (id: number) =>
  `(function(){try{if(sessionStorage.getItem('${HEALTH_NOTICE_DISMISSED}')==='${id}')document.currentScript.previousElementSibling.style.display='none'}catch(e){}})();`;
