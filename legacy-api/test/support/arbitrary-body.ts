import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';

/** Values that make a handler go further than validation: real ids, known words, real tile titles. */
export interface Vocabulary {
  ids: string[];
  words: string[];
}

/**
 * An arbitrary for values that fit a TypeBox schema (most of the time valid, so handlers run), mixed with
 * values that do not (so validation runs). Covers the schema kinds the contract files use.
 */
export function arbitraryFor(schema: TSchema, vocabulary: Vocabulary): fc.Arbitrary<unknown> {
  const kind = (schema as { type?: string }).type;
  const noise = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer(),
    fc.constant(null),
    fc.anything({ maxDepth: 2 }),
  );
  if (kind === 'string') {
    const { pattern, maxLength = 60 } = schema as { pattern?: string; maxLength?: number };
    const valid = pattern
      ? fc.oneof(fc.constantFrom(...vocabulary.ids), fc.stringMatching(new RegExp(pattern)))
      : fc.oneof(
          fc.constantFrom(...vocabulary.words, ...vocabulary.ids),
          fc.string({ maxLength: Math.min(maxLength, 40) }),
          fc.emailAddress(),
        );
    return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: noise });
  }
  if (kind === 'number' || kind === 'integer') return fc.oneof(fc.integer({ min: -5, max: 500 }), noise);
  if (kind === 'boolean')
    return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: noise });
  if (kind === 'array') {
    const { items, maxItems = 10 } = schema as unknown as { items: TSchema; maxItems?: number };
    return fc.oneof(
      {
        weight: 6,
        arbitrary: fc.array(arbitraryFor(items, vocabulary), { maxLength: Math.min(maxItems, 9) }),
      },
      { weight: 1, arbitrary: noise },
    );
  }
  if (kind === 'object') {
    const { properties = {} } = schema as { properties?: Record<string, TSchema> };
    const record = fc.record(
      Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value, vocabulary)]),
      ),
      { requiredKeys: [] },
    );
    return fc.oneof({ weight: 6, arbitrary: record }, { weight: 1, arbitrary: noise });
  }
  const anyOf = (schema as { anyOf?: TSchema[] }).anyOf;
  if (anyOf) return fc.oneof(...anyOf.map((member) => arbitraryFor(member, vocabulary)));
  return noise;
}
