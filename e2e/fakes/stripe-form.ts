/**
 * Stripe's request encoding, as the stripe SDK writes it (qs with indices): `items[0][price]=price_x`,
 * `metadata[plan]=basic`, `expand[0]=data.product`, `expand[]=x`. Parsed into plain objects and arrays of
 * strings; the fake reads numbers and booleans from them where Stripe does.
 */

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function keyPath(name: string): string[] {
  const first = /^[^[]*/.exec(name)?.[0] ?? name;
  const rest = [...name.slice(first.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [first, ...rest];
}

function setPath(target: FormObject, path: string[], value: string): void {
  let node: FormObject | FormValue[] = target;
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i]!;
    const isLast = i === path.length - 1;
    const nextIsIndex = !isLast && /^\d*$/.test(path[i + 1]!);
    if (Array.isArray(node)) {
      const index = key === '' ? node.length : Number(key);
      if (isLast) node[index] = value;
      else {
        node[index] ??= nextIsIndex ? [] : {};
        node = node[index] as FormObject | FormValue[];
      }
    } else if (isLast) node[key] = value;
    else {
      node[key] ??= nextIsIndex ? [] : {};
      node = node[key] as FormObject | FormValue[];
    }
  }
}

/** `a[b][0][c]=v&x=1` → `{ a: { b: [{ c: 'v' }] }, x: '1' }`. */
export function parseStripeForm(text: string): FormObject {
  const out: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) setPath(out, keyPath(name), value);
  return out;
}

export const str = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export const int = (value: FormValue | undefined): number | undefined => {
  const text = str(value);
  if (text === undefined || text === '' || !/^-?\d+$/.test(text)) return undefined;
  return Number(text);
};

export const bool = (value: FormValue | undefined): boolean | undefined =>
  str(value) === undefined ? undefined : str(value) === 'true';

export const obj = (value: FormValue | undefined): FormObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

export const list = (value: FormValue | undefined): FormValue[] =>
  Array.isArray(value)
    ? value.filter((v) => v !== undefined)
    : value && typeof value === 'object'
      ? Object.values(value)
      : [];

/** `metadata[...]` as Stripe keeps it: string values only; an empty value removes the key. */
export function mergeMetadata(
  current: Record<string, string>,
  update: FormValue | undefined,
): Record<string, string> {
  const next = { ...current };
  for (const [key, value] of Object.entries(obj(update))) {
    if (typeof value !== 'string') continue;
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}
