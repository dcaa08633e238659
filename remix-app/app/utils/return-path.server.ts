import { getEnv } from '#app/utils/env.server.ts';

/**
 * Only a path on this site may be a redirect target (never `//evil.example` or a full URL). Browsers drop tabs
 * and newlines from URLs and read `\` as `/`, so `/<TAB>/evil.example` would become `//evil.example`: a value
 * with a control character or a backslash is refused, and what is left must resolve to the app's own origin.
 * Resolving also removes dot segments, so `/..//evil.example` (or `/%2e//evil.example`) comes out as
 * `//evil.example`, which a browser reads as another host: a normalised path that starts with `//` (or `/\`)
 * is refused too.
 */
export function toSafeReturnPath(value: unknown, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (typeof value !== 'string' || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) {
    return fallback;
  }
  const origin = new URL(getEnv().PUBLIC_URL).origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || isProtocolRelative(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `//host/...` and `/\host/...` name another host when used as a Location. */
const isProtocolRelative = (path: string): boolean => path.startsWith('//') || path.startsWith('/\\');
