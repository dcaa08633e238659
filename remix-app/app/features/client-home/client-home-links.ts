/**
 * Links that keep the page's other search parameters (the past sessions' page) and set or drop one: the
 * client home's confirmations are URL state, so they open without JavaScript and close by going back.
 */
export function hrefWithParam(
  location: { pathname: string; search: string },
  name: string,
  value: string | null,
): string {
  const params = new URLSearchParams(location.search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

/** The search parameter that opens the Decline confirmation for one session. */
export const DECLINE_PARAM = 'decline';
/** The search parameter of the past sessions' page. */
export const PAST_PAGE_PARAM = 'past';
/** The search parameters of the invoices-due and payment-history pages. */
export const INVOICES_PAGE_PARAM = 'invoices';
export const PAID_PAGE_PARAM = 'paid';
