import { describe, expect, test } from 'vitest';
import { isRepeatReminderHours, REPEAT_REMINDER_OPTIONS, toRepeatReminderHours } from './repeat-reminders.ts';

describe('Repeat Reminders', () => {
  test('fifteen options with the hours the API stores', () => {
    expect(REPEAT_REMINDER_OPTIONS).toHaveLength(15);
    expect(REPEAT_REMINDER_OPTIONS.slice(0, 5)).toEqual([
      { label: 'None', hours: 0 },
      { label: '30 Mins', hours: 0.5 },
      { label: '1 Hour', hours: 1 },
      { label: '1 Hour 30 Mins', hours: 1.5 },
      { label: '2 Hours', hours: 2 },
    ]);
    expect(REPEAT_REMINDER_OPTIONS.at(-1)).toEqual({ label: '12 Hours', hours: 12 });
    expect(REPEAT_REMINDER_OPTIONS.map((option) => option.hours)).toEqual([
      0, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  test('a value the options do not have is None', () => {
    expect(isRepeatReminderHours(2.5)).toBe(false);
    expect(toRepeatReminderHours(2.5)).toBe(0);
    expect(toRepeatReminderHours(13)).toBe(0);
    expect(toRepeatReminderHours(1.5)).toBe(1.5);
  });
});
