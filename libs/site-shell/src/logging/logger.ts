import { format } from 'node:util';
import pino, { type Logger } from 'pino';
import { processWide } from '../process/processWide';
import { currentRequestId } from './requestContext';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * What no line may carry, wherever a caller puts it: credentials, cookies and form values. Lines
 * name a partner by the opaque holder id, never the e-mail.
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.access_token',
  '*.email',
  '*.fields',
];

export interface LoggerOptions {
  level: LogLevel;
  /** `clavis-site-{market}`. */
  service: string;
  destination?: pino.DestinationStream;
}

/** A JSON-lines logger on stdout; each line of a request carries its id (`reqId`). */
export function createLogger({ level, service, destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      base: { service },
      redact: { paths: REDACTED, censor: '[redacted]' },
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** This process's logger (made once: the instrumentation, the routes and the cache handler share it). */
export function siteLogger(options?: LoggerOptions): Logger {
  return processWide('siteLogger', () => createLogger(options ?? { level: 'info', service: 'clavis-site' }));
}

const CONSOLE_LEVELS = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug' } as const;

/**
 * Sends every `console.*` of the server through `logger`, so the lines the code writes with
 * `console.warn` and those of libraries become JSON lines at their level, with the request's id.
 */
export function routeConsoleToLogger(logger: Logger, target: Pick<Console, keyof typeof CONSOLE_LEVELS> = console): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS) as [keyof typeof CONSOLE_LEVELS, (typeof CONSOLE_LEVELS)[keyof typeof CONSOLE_LEVELS]][]) {
    target[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      if (error && args.length === 1) logger[level]({ err: error }, error.message);
      else logger[level](format(...args));
    };
  }
}
