/**
 * What a service throws when it refuses a request. The code decides the HTTP status in one place
 * (errors/http.ts); the msg is what the person sees, verbatim from the legacy contract where it has one.
 */
export type AppErrorCode =
  'invalid' | 'forbidden' | 'not_found' | 'too_large' | 'rate_limited' | 'unavailable';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly msg: string,
    /** Optional extra fields for the envelope (legacy answers sometimes carry `results` with an error). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(msg);
    this.name = 'AppError';
  }
}

/** A business or validation refusal: 400 `{msg}`, shown to the person as a toast. */
export function refuse(msg: string, extra?: Record<string, unknown>): never {
  throw new AppError('invalid', msg, extra);
}

/** The caller is not authenticated, or claims to be someone else: 403 `{msg}` (the UI logs out). */
export function forbid(msg = 'You are not allowed to do this. Please log in again.'): never {
  throw new AppError('forbidden', msg);
}
