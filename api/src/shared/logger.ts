import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured logs. Request bodies are never logged: party and polling unit are sensitive. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, redact: ['password', '*.password', 'token', '*.token'] });
}
