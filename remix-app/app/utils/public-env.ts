import { useRouteLoaderData } from '@remix-run/react';
import type { RootLoader } from '#app/root.tsx';

const FALLBACK = { PRODUCT_NAME: 'TeleTherapist' };

/** The allow-listed public settings from the root loader (the product name). */
export function usePublicEnv(): { PRODUCT_NAME: string } {
  return useRouteLoaderData<RootLoader>('root')?.env ?? FALLBACK;
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
