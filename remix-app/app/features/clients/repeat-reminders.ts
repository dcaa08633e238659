/**
 * Repeat Reminders (spec part 2, section 9): how often a client's reminder e-mail repeats before a session,
 * fifteen choices stored in hours: None (0), 30 Mins (0.5), 1 Hour, 1 Hour 30 Mins, then 2 to 12 hours.
 * The stored value is the viewer's for the client (users/user-profile's `repeat_reminders`; 0 removes it).
 */
export const REPEAT_REMINDER_OPTIONS: ReadonlyArray<{ label: string; hours: number }> = [
  { label: 'None', hours: 0 },
  { label: '30 Mins', hours: 0.5 },
  { label: '1 Hour', hours: 1 },
  { label: '1 Hour 30 Mins', hours: 1.5 },
  ...Array.from({ length: 11 }, (_, index) => ({ label: `${index + 2} Hours`, hours: index + 2 })),
];

export function isRepeatReminderHours(hours: number): boolean {
  return REPEAT_REMINDER_OPTIONS.some((option) => option.hours === hours);
}

/** A stored value the options do not have (an older client's) reads as None rather than a wrong choice. */
export function toRepeatReminderHours(hours: number): number {
  return isRepeatReminderHours(hours) ? hours : 0;
}
