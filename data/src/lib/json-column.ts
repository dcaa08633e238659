/**
 * A JSON column's value as the server gives it: MariaDB keeps JSON as text (parsed here), MySQL's JSON type comes
 * back parsed already. Anything that is not text (a parsed value, a NULL) is given back as it is.
 */
export function readJsonColumn<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
