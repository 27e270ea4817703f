import { hostname } from 'node:os';
import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import { REDACTED, REDACTED_PATHS } from './redact';
import { currentRequestId } from './request-scope';

const LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

/** LOG_LEVEL, default `info` (`silent` under test); an unknown level stops the start-up with the choices. */
export function logLevelOf(env: Env): LevelWithSilent {
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  if (!level) return env.NODE_ENV === 'test' ? 'silent' : 'info';
  if (!(LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, not "${env.LOG_LEVEL}"`);
  return level as LevelWithSilent;
}

/** Which instance wrote a line: INSTANCE_ID, else host name and process id. */
export function instanceOf(env: Env): string {
  return env.INSTANCE_ID?.trim() || `${hostname()}:${process.pid}`;
}

/**
 * A JSON-lines logger: `{ level, time, service, instance, requestId?, msg, … }` on stdout (or
 * `destination`), secrets and personal data redacted, and the request id of the code that logs
 * added to every line (request-scope.ts).
 */
export function createLogger(env: Env = process.env, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: logLevelOf(env),
    base: { service: 'shop', instance: instanceOf(env) },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  // Written synchronously: no line is lost or reordered when the process exits or crashes.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}
