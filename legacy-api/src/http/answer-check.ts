import { Kind, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';

/**
 * The strict form of an answer schema: every object closed (`additionalProperties: false`), all the way down.
 * Fastify serialises an answer by its schema, which silently leaves out a field the schema does not declare;
 * checking the answer against the strict form first turns that loss into a loud failure.
 */
export function strictSchemaOf<T extends TSchema>(schema: T): T {
  return closeObjects(schema, { keepsRequired: true }) as T;
}

/**
 * The schema Fastify serialises an answer with: the strict form without `required`. fast-json-stringify writes
 * required properties before optional ones, which would reorder the legacy answers (`plan_string` sits between
 * required fields); with none required it writes them in the schema's order, leaving out the absent ones, as
 * JSON.stringify did. Closed objects keep its choice among a union's branches exact.
 */
export function serialisationSchemaOf<T extends TSchema>(schema: T): T {
  return closeObjects(schema, { keepsRequired: false }) as T;
}

function closeObjects(node: unknown, options: { keepsRequired: boolean }): unknown {
  if (Array.isArray(node)) return node.map((item) => closeObjects(item, options));
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string | symbol, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = closeObjects(value, options);
  // TypeBox marks its schemas with symbol keys (Kind, Optional), which Object.entries skips.
  for (const symbol of Object.getOwnPropertySymbols(node))
    copy[symbol] = (node as Record<symbol, unknown>)[symbol];
  if (copy[Kind] === 'Object' || copy.type === 'object') {
    copy.additionalProperties = false;
    if (!options.keepsRequired) delete copy.required;
  }
  return copy;
}

/** What the answer would be on the wire without a schema: JSON.stringify's reading of it. */
function asSent(answer: unknown): unknown {
  return answer === undefined ? undefined : (JSON.parse(JSON.stringify(answer)) as unknown);
}

export type AnswerCheck = (answer: unknown) => void;

/**
 * A check that throws when an answer carries a field its schema lacks, or a value of another type (which the
 * serialiser would coerce). Run outside production on every 200 answer, before serialisation.
 */
export function compileAnswerCheck(route: string, schema: TSchema): AnswerCheck {
  const check: TypeCheck<TSchema> = TypeCompiler.Compile(strictSchemaOf(schema));
  return (answer) => {
    const sent = asSent(answer);
    if (check.Check(sent)) return;
    const problems = [...check.Errors(sent)]
      .slice(0, 5)
      .map((error) => `${error.path || '/'}: ${error.message}`)
      .join('; ');
    throw new Error(`The answer of ${route} does not match its contract schema: ${problems}`);
  };
}
