/** The same 404 as every other page under a language, with this group's header and footer. */
export { default } from '../(main)/not-found';
