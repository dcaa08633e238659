/**
 * The lodash functions react-big-calendar's Week and Day views call, as those calls use them (ADR 0053, issue
 * 30): in the browser build `big-calendar-plugin.ts` hands these to the calendar's modules instead of lodash's,
 * which bring 16 KB gzipped (deep equality with its caches, property paths, cloning for `omit`). Each keeps
 * lodash's result for the arguments the calendar passes: plain objects and arrays, Dates, numbers.
 */

type Dictionary = Record<string, unknown>;

/** `defaults(object, ...sources)`: each source's own keys that `object` lacks (or holds undefined), in place. */
export function defaults(object: Dictionary, ...sources: (Dictionary | null | undefined)[]): Dictionary {
  for (const source of sources) {
    if (source == null) continue;
    for (const key of Object.keys(source)) {
      if (object[key] === undefined) object[key] = source[key];
    }
  }
  return object;
}

/** `findIndex(array, predicate)`: the index of the first item the predicate holds for, or -1. */
export function findIndex<T>(
  array: readonly T[] | null | undefined,
  predicate: (item: T, index: number) => unknown,
) {
  return array ? array.findIndex((item, index) => predicate(item, index)) : -1;
}

/** `isEqual(a, b)`: deep equality of primitives (NaN equal to itself), Dates, arrays and plain objects. */
export function isEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b) || a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (a instanceof Date) return a.getTime() === (b as Date).getTime();
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => isEqual(item, other[index]));
  }
  const keys = Object.keys(a);
  const other = b as Dictionary;
  return (
    keys.length === Object.keys(other).length &&
    keys.every((key) => Object.hasOwn(other, key) && isEqual((a as Dictionary)[key], other[key]))
  );
}

/** `mapValues(object, iteratee)`: an object of the same keys, each value mapped. */
export function mapValues(
  object: Dictionary | null | undefined,
  iteratee: (value: unknown, key: string) => unknown,
) {
  const result: Dictionary = {};
  for (const key of Object.keys(object ?? {})) result[key] = iteratee(object![key], key);
  return result;
}

/** `omit(object, keys)`: a shallow copy of the object's own keys but those. */
export function omit(object: Dictionary | null | undefined, keys: string | readonly string[]): Dictionary {
  const left = new Set(typeof keys === 'string' ? [keys] : keys);
  const result: Dictionary = {};
  for (const key of Object.keys(object ?? {})) if (!left.has(key)) result[key] = object![key];
  return result;
}

/** `range(start, end)`: the integers from start up to end, not including it (`range(end)` from 0). */
export function range(start: number, end?: number): number[] {
  const [from, to] = end === undefined ? [0, start] : [start, end];
  const step = to < from ? -1 : 1;
  return Array.from(
    { length: Math.max(Math.ceil(Math.abs(to - from)), 0) },
    (_, index) => from + index * step,
  );
}

type Iteratee<T> = string | ((item: T) => unknown);

/** `sortBy(array, iteratees)`: a sorted copy, ascending by each iteratee in turn, stable. */
export function sortBy<T>(
  array: readonly T[] | null | undefined,
  iteratees: Iteratee<T> | readonly Iteratee<T>[],
) {
  const criteria = (Array.isArray(iteratees) ? iteratees : [iteratees]) as readonly Iteratee<T>[];
  const valueOf = (item: T, iteratee: Iteratee<T>) =>
    typeof iteratee === 'function' ? iteratee(item) : (item as Dictionary)[iteratee];
  return (array ?? [])
    .map((item, index) => ({ item, index, values: criteria.map((iteratee) => valueOf(item, iteratee)) }))
    .sort((a, b) => {
      for (let i = 0; i < a.values.length; i += 1) {
        const order = compareAscending(a.values[i], b.values[i]);
        if (order !== 0) return order;
      }
      return a.index - b.index;
    })
    .map(({ item }) => item);
}

/** lodash's ascending order: comparable values by `<`, then undefined, null and NaN last. */
function compareAscending(a: unknown, b: unknown): number {
  const rank = (value: unknown) =>
    value === undefined ? 3 : value === null ? 2 : typeof value === 'number' && Number.isNaN(value) ? 4 : 0;
  const [rankA, rankB] = [rank(a), rank(b)];
  if (rankA || rankB) return rankA - rankB;
  if ((a as number) < (b as number)) return -1;
  if ((a as number) > (b as number)) return 1;
  return 0;
}

/**
 * `transform(collection, iteratee, accumulator)`: the iteratee called with the accumulator and each item (an
 * array's) or value (an object's) until it returns false; the accumulator is returned.
 */
export function transform<A>(
  collection: readonly unknown[] | Dictionary | null | undefined,
  iteratee: (accumulator: A, value: unknown, key: number | string) => unknown,
  accumulator: A,
): A {
  const entries: [number | string, unknown][] = Array.isArray(collection)
    ? collection.map((value, index) => [index, value])
    : Object.entries(collection ?? {});
  for (const [key, value] of entries) if (iteratee(accumulator, value, key) === false) break;
  return accumulator;
}
