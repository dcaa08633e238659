import type { Static, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { JobOptions } from '#data/queue/queues.js';

export interface JobDefinition<S extends TSchema> {
  /** Names the job in logs and, for sweeps, in the queue. */
  name: string;
  payload: S;
  options: JobOptions;
  /** The payload, or a list of what is wrong with it. */
  parse(data: unknown): { ok: true; value: Static<S> } | { ok: false; problems: string[] };
}

/** A job kind: its name, the schema its payload is checked against when enqueued and when run, its options. */
export function defineJob<S extends TSchema>(input: {
  name: string;
  payload: S;
  options: JobOptions;
}): JobDefinition<S> {
  const check = TypeCompiler.Compile(input.payload);
  return {
    ...input,
    parse(data) {
      if (check.Check(data)) return { ok: true, value: data };
      const problems = [...check.Errors(data)]
        .slice(0, 5)
        .map((error) => `${error.path || '/'} ${error.message}`);
      return { ok: false, problems };
    },
  };
}
