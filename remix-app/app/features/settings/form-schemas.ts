import * as z from 'zod/mini';
import { isWhole } from '#app/utils/form-fields.ts';

const WAITING_CHOICE_MESSAGE = 'Please choose a picture and a music track from 1 to 5.';
const waitingChoice = z.coerce
  .number({ error: WAITING_CHOICE_MESSAGE })
  .check(
    isWhole(WAITING_CHOICE_MESSAGE),
    z.gte(1, { error: WAITING_CHOICE_MESSAGE }),
    z.lte(5, { error: WAITING_CHOICE_MESSAGE }),
  );

/** The waiting room's picture and music, 1 to 5 each. */
export const WaitingRoomSchema = z.object({ picture: waitingChoice, music: waitingChoice });
export type WaitingRoom = z.infer<typeof WaitingRoomSchema>;

/** Reminder lead times: 1, 2 or 3 days before (shown as 24, 48 and 72 hours). */
export const REMINDER_LEAD_TIMES = [
  { value: '1', label: '24 hours before' },
  { value: '2', label: '48 hours before' },
  { value: '3', label: '72 hours before' },
] as const;

/**
 * The scheduling settings. Unchecked switches are absent from the form (false); the lead time is absent while
 * reminders are off (its select is disabled), which the API stores as 24 hours.
 */
export const SchedulingSettingsSchema = z.object({
  allowRequests: z._default(z.boolean(), false),
  reminders: z._default(z.boolean(), false),
  leadTime: z._default(z.enum(['1', '2', '3']), '1'),
});
export type SchedulingSettings = z.infer<typeof SchedulingSettingsSchema>;
