import { getZodConstraint } from '@conform-to/zod/v4';
import * as z from 'zod/mini';
import type { $ZodObject, $ZodType } from 'zod/v4/core';
import type { FieldCheck, FormChecks } from '#app/utils/form-checks.ts';

/**
 * The browser's checks of a form (utils/form-checks.ts), derived from the form's schema by the server, so the
 * browser needs no zod: a field is required when conform would mark it so, and each message is the schema's
 * own answer to what the browser refuses. Empty is `undefined` (conform posts an empty field so); "not what
 * this field takes" is a control character no keyboard types, which every format, number and pattern check
 * of our schemas refuses. Top-level fields only, as the forms on the pages a client opens have.
 */
export function formChecksOf(schema: $ZodObject): FormChecks {
  let checks = derived.get(schema);
  if (!checks) {
    const constraint = getZodConstraint(schema);
    checks = Object.fromEntries(
      Object.entries(schema._zod.def.shape).map(([name, field]) => [
        name,
        checkOf(field, constraint[name]?.required === true),
      ]),
    );
    derived.set(schema, checks);
  }
  return checks;
}

const derived = new WeakMap<$ZodObject, FormChecks>();
const NOT_TYPED = '\u0000';

function checkOf(field: $ZodType, isRequired: boolean): FieldCheck {
  const missing = isRequired ? messageFor(field, undefined) : undefined;
  const invalid = messageFor(field, NOT_TYPED);
  return {
    ...(isRequired ? { required: true } : {}),
    ...(missing === undefined ? {} : { missing }),
    ...(invalid === undefined ? {} : { invalid }),
  };
}

function messageFor(field: $ZodType, value: unknown): string | undefined {
  const result = z.safeParse(field, value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
