import type { ApiResult } from './api.server.ts';

/** What a mutation tells the person: the API's own msg, success or not. */
export type Outcome = { ok: true; msg: string } | { ok: false; msg: string; status: number };

/** A mutation's answer as the page shows it: its message, and its status when it was refused. */
export function toOutcome(result: ApiResult): Outcome {
  return result.ok
    ? { ok: true, msg: result.msg ?? '' }
    : { ok: false, msg: result.msg, status: result.status };
}
