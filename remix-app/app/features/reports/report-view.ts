/**
 * What the report's components show (reports-page.tsx and its stories): rows and figures already written for
 * people by the loader (reports-page.server.ts), and the formats they are written in.
 */

export type ReportRow = {
  id: string;
  providerName: string;
  clients: string;
  isOnline: boolean;
  start: string;
  end: string;
  actualStart: string;
  actualEnd: string;
  type: string;
  isRequested: boolean;
  requestedDate: string;
  /** What was paid, '$95.00'; '' while unpaid or free. */
  paid: string;
};

export type ProviderFiguresView = {
  id: string;
  name: string;
  held: number;
  noShow: number;
  lateCancel: number;
  booked: string;
  heldTime: string;
  /** '44%', or null when nothing was booked. */
  utilisation: string | null;
};

/** The month's figures (ADR 0038 defines each one); a rate or a time is null when there is nothing to measure. */
export type ReportFigures = {
  held: number;
  noShow: number;
  lateCancel: number;
  noShowRate: string | null;
  lateCancelRate: string | null;
  acceptedRequests: number;
  medianAccept: string | null;
  paid: string;
  paidSessions: number;
  providers: ProviderFiguresView[];
};

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A share from 0 to 1 as '16.7%'; null stays null. */
export function formatRate(rate: number | null): string | null {
  return rate === null ? null : percent.format(rate);
}

/** Integer cents as dollars, '$130.25'. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Minutes for people: '45 min', '2 h 5 min', '3 days 4 h'; null stays null. */
export function formatMinutes(minutes: number | null): string | null {
  if (minutes === null) return null;
  const whole = Math.max(0, Math.round(minutes));
  const days = Math.floor(whole / 1_440);
  const hours = Math.floor((whole % 1_440) / 60);
  const rest = whole % 60;
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours ? ` ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h${rest ? ` ${rest} min` : ''}`;
  return `${rest} min`;
}
