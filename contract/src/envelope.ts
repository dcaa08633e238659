import { Type, type TSchema } from '@sinclair/typebox';

/**
 * The legacy envelope every route answers: `{msg?, results?}`. Keys are serialised in the schema's order, so
 * `msg` comes first as it always has. A refusal (any status but 200) is `{msg}`, sometimes with details (e.g.
 * `clash`); the web app reads those without a schema.
 */
export const Envelope = <T extends TSchema>(results: T) =>
  Type.Object({ msg: Type.Optional(Type.String()), results: Type.Optional(results) });

/** An answer with only a message. */
export const MessageAnswer = Type.Object({ msg: Type.Optional(Type.String()) });

/** A refusal's answer, whatever its status. */
export const RefusalAnswer = Type.Object({ msg: Type.String() });

/** A value the wire sends as it is (no schema yet): serialised with JSON.stringify, unchecked. */
export const Unchecked = () => Type.Unknown();

/** A nullable field (`null` is sent, never left out). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The `page_num` of a paged list; `num_total` on the lists that count everything. */
export const PageNum = Type.Object({
  start_page: Type.Number(),
  end_page: Type.Number(),
  total_page: Type.Number(),
  num_total: Type.Optional(Type.Number()),
});
