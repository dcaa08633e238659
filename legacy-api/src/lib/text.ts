/**
 * The legacy "title case": the first character, and the first character after any whitespace, are
 * upper-cased; nothing is lower-cased (legacy-contract section 2.5).
 */
export function titleCase(value: string): string {
  return value.replace(
    /(^|\s)(\w)/g,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

/** The legacy e-mail check is "contains @ and ."; we also require something around the @. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
