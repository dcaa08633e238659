import { useRouteLoaderData } from '@remix-run/react';

/** The allow-listed public settings the root loader sends to every page (`getPublicEnv`). */
export type PublicSettings = { PRODUCT_NAME: string };

const FALLBACK: PublicSettings = { PRODUCT_NAME: 'TeleTherapist' };

/**
 * The public settings from the root loader's data. Named by shape rather than by root's loader type, so utils
 * never import the root route (which imports the error boundary, which imports this).
 */
export function usePublicEnv(): PublicSettings {
  return useRouteLoaderData<{ env: PublicSettings }>('root')?.env ?? FALLBACK;
}

/** A page title in the product's voice: "Login as provider | TeleTherapist". */
export function pageTitle(title: string, matches: ReadonlyArray<{ id: string; data?: unknown }>): string {
  const root = matches.find((match) => match.id === 'root')?.data;
  const productName =
    typeof root === 'object' && root !== null && 'env' in root
      ? ((root.env as { PRODUCT_NAME?: string }).PRODUCT_NAME ?? FALLBACK.PRODUCT_NAME)
      : FALLBACK.PRODUCT_NAME;
  return `${title} | ${productName}`;
}

/** Route errors thrown as data({message}) show their message; anything else stays generic. */
export function describeErrorData(value: unknown): string {
  if (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
  ) {
    return value.message;
  }
  return 'Please try again in a moment.';
}
