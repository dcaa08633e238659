/** Domain constants both apps rely on (legacy-contract section 5). Changing one changes the wire. */

/** Appointment states (legacy-contract section 5.1); the transitions live in legacy-api's services. */
export const STATE = {
  shareLink: 0,
  pending: 1,
  accepted: 2,
  waiting: 3,
  joinable: 31,
  startable: 32,
  progressing: 4,
  finished: 5,
  expired: 6,
} as const;

export type AppointmentState = (typeof STATE)[keyof typeof STATE];

/** Every state, in the order of the table (the web app checks answers against it). */
export const APPOINTMENT_STATES = Object.values(STATE) as readonly AppointmentState[];

/** An appointment that is not all-day lasts 1 to 120 minutes: the two-hour limit. */
export const MAX_LENGTH_MINUTES = 120;

/** Minutes before the start at which a ready appointment shows "Join". */
export const JOIN_LEAD_MINUTES = 15;

/** Page sizes: the API never pages more than `max`; the web app's lists ask for these. */
export const PAGE_SIZES = {
  /** The most rows any list answers in one page (the client picker asks for all of them). */
  max: 100,
  /** The appointment list and the client list. */
  list: 10,
  /** The dashboard's cards, invoices and history. */
  dashboard: 6,
} as const;
