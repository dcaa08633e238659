import type { SlotDay } from '#app/features/practice/index.ts';

/** The booking page (`/book/{slug}`, ADR 0054): what its loader gives the page and what its form answers. */

/** The form's field names, one place for the page and its reader. */
export const BOOKING_FIELDS = {
  type: 'type',
  zone: 'zone',
  slot: 'slot',
  name: 'name',
  email: 'email',
  phone: 'phone',
  notes: 'notes',
  /** The honeypot: hidden from people and assistive technology; a filled one books nothing. */
  honeypot: 'website',
} as const;

export type BookingPageData = {
  slug: string;
  providerName: string;
  providerZone: string;
  /** A signed-in client of the provider's practice: no contact fields. */
  isKnownClient: boolean;
  types: Array<{ id: string; name: string; lengthMinutes: number }>;
  typeId: string | null;
  /** The zone the times are written in: the visitor's. */
  zone: string;
  /** Whether the zone came from the address (else the browser's own is filled in). */
  hasZoneParam: boolean;
  timeZones: string[];
  first: string;
  previousWeek: string | null;
  nextWeek: string;
  days: SlotDay[];
  slotsMsg: string | null;
};

export type TypedContact = { name: string; email: string; phone: string; notes: string };

export type BookingAnswer =
  | { ok: true; msg: string; when: { date: string; time: string; zone: string } }
  | { ok: false; msg: string; slot: string | null; typed: TypedContact };

/** "50 min", "1 h 30 min". */
export function describeLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
