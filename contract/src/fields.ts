import { Type, type TSchema } from '@sinclair/typebox';

/** Field helpers shared by the contract files, so every route speaks the same types. */
export const Id = () => Type.String({ pattern: '^[0-9a-f]{24}$' });
/** A field the legacy clients send as free text; bounded so nobody posts megabytes into a name. */
export const Text = (maxLength = 191) => Type.String({ maxLength });
export const Email = () => Type.String({ maxLength: 191 });
export const Password = () => Type.String({ maxLength: 200 });
export const Opaque = () => Type.String({ maxLength: 200 });
/** Legacy role names some calls carry; kept for the wire, ignored by the rules (the session decides). */
export const Role = () => Type.String({ maxLength: 32 });
export const Optional = <T extends TSchema>(schema: T) => Type.Optional(schema);
/**
 * A point in time as the original apps send it: epoch milliseconds (a number, or digits in a string) or a date
 * string (ISO-8601, or `Date.toUTCString()`). Read it with `readLegacyInstant` (lib/instant.ts), the one place
 * both forms become a Date.
 */
export const LegacyInstant = () =>
  Type.Union([Type.Number(), Type.String({ maxLength: 64 })], { description: 'epoch ms or ISO-8601' });

/** The body of a call about the caller: its own id and the legacy role name (both sides send it). */
export const SelfBody = {
  id: Optional(Id()),
  role: Optional(Role()),
};
