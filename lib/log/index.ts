import { createLogger } from './logger';

/** The process's logger (server code only; the browser keeps the console and the error reporter). */
export const log = createLogger();
