import { z } from 'zod';

const waitingChoice = z.coerce
  .number({ error: 'Please choose a picture and a music track from 1 to 5.' })
  .int()
  .min(1, { error: 'Please choose a picture and a music track from 1 to 5.' })
  .max(5, { error: 'Please choose a picture and a music track from 1 to 5.' });

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
  allowRequests: z.boolean().default(false),
  reminders: z.boolean().default(false),
  leadTime: z.enum(['1', '2', '3']).default('1'),
});
export type SchedulingSettings = z.infer<typeof SchedulingSettingsSchema>;
