/**
 * The window event the browser's axios instance sends when a member call says the session has
 * ended; the header's member menu answers it (signed out, home, the generic modal). A module of
 * its own: every page listens for it, and lib/session/member-session.ts is the server's side.
 */
export const MEMBER_SESSION_LOST_EVENT = 'shop:member-session-lost';
