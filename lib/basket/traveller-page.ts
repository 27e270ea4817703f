/**
 * Whether the traveller details are asked on their own page (`travelers`) rather than in a dialog
 * over the basket: on phone-width screens, where a dialog with a form and a keyboard is cramped.
 */
export const asksTravellersOnPage = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 40rem)').matches;
