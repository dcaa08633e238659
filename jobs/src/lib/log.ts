/**
 * Readable one-line events: `2026-11-21T09:00:00.000Z info  email sent id=... template=verify-email`.
 * Values with spaces are quoted; errors are reduced to their message. Never log a message body or a link
 * here (links carry single-use tokens); the no-key channels decide what a developer may see.
 */
export type LogValue = string | number | boolean | null | undefined | Date;
export type LogFields = Record<string, LogValue>;
export type LogLevel = 'info' | 'warn' | 'error';

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

function formatValue(value: LogValue): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return /^[^\s"=]+$/.test(text) ? text : JSON.stringify(text);
}

export function formatLine(level: LogLevel, event: string, fields: LogFields = {}, now = new Date()): string {
  const pairs = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${formatValue(value)}`);
  return [now.toISOString(), level.padEnd(5), event, ...pairs].join(' ');
}

/** Writes to stdout (info) and stderr (warn, error); `write` replaces both (tests collect lines). */
export function createLogger(options: { write?: (line: string, level: LogLevel) => void } = {}): Logger {
  const write =
    options.write ??
    ((line: string, level: LogLevel) =>
      (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`));
  const at = (level: LogLevel) => (event: string, fields?: LogFields) =>
    write(formatLine(level, event, fields), level);
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

/** A message of any thrown value, one line. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 500);
}

/** `ada@example.test` → `a***@example.test`, `+15551234567` → `+1555***67`: enough to trace, not to harvest. */
export function maskRecipient(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at > 0) return `${recipient.slice(0, 1)}***${recipient.slice(at)}`;
  if (recipient.length > 6) return `${recipient.slice(0, 5)}***${recipient.slice(-2)}`;
  return '***';
}
