/** Where this visit's dismissal of a health notice is kept (session storage: a display preference, not tracking). */
export const HEALTH_NOTICE_DISMISSED = 'health-notice-dismissed';

/**
 * The notice's only behaviour, run as the banner is read (no component code on every page for
 * it: issue 18): a notice this visit dismissed is hidden before the first paint, so the next page
 * does not draw it and take it away (the page below would jump); the close button hides it and
 * remembers it for the visit. Hidden, not removed: the element stays React's to update.
 */
export const healthNoticeScript = (id: number) =>
  `(function(){var n=document.currentScript.previousElementSibling,k='${HEALTH_NOTICE_DISMISSED}',v='${id}';` +
  `try{if(sessionStorage.getItem(k)===v){n.hidden=true;return}}catch(e){}` +
  `n.querySelector('button').addEventListener('click',function(){n.hidden=true;try{sessionStorage.setItem(k,v)}catch(e){}})})();`;
