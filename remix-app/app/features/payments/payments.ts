/** Payments lists page by 6 with 4 neighbours (spec part 2, section 9). */
export const PAYMENTS_PAGE_SIZE = 6;
export const PAYMENTS_PAGE_NEIGHBOURS = 4;

export type PaymentsTab = 'invoice' | 'payment';

/** /payments on a tab and page, optionally with a dialog open (`edit`, `refund` or `details`). */
export function paymentsHref({
  tab = 'invoice',
  page = 1,
  dialog,
}: {
  tab?: PaymentsTab;
  page?: number;
  dialog?: { edit: string } | { refund: string } | { details: true };
}): string {
  const params = new URLSearchParams();
  if (tab === 'payment') params.set('tab', 'payment');
  if (page > 1) params.set('page', String(page));
  if (dialog && 'edit' in dialog) params.set('edit', dialog.edit);
  if (dialog && 'refund' in dialog) params.set('refund', dialog.refund);
  if (dialog && 'details' in dialog) params.set('details', '1');
  const query = params.toString();
  return query ? `/payments?${query}` : '/payments';
}
