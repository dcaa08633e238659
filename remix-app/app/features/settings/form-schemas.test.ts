import { describe, expect, test } from 'vitest';
import { SchedulingSettingsSchema, WaitingRoomSchema } from './form-schemas.ts';

describe('settings forms', () => {
  test('the waiting room takes 1 to 5 for each', () => {
    expect(WaitingRoomSchema.parse({ picture: '5', music: '1' })).toEqual({ picture: 5, music: 1 });
    expect(WaitingRoomSchema.safeParse({ picture: '6', music: '1' }).success).toBe(false);
  });

  test('scheduling: absent switches are off and an absent lead time is 24 hours', () => {
    expect(SchedulingSettingsSchema.parse({})).toEqual({
      allowRequests: false,
      reminders: false,
      leadTime: '1',
    });
    expect(SchedulingSettingsSchema.safeParse({ leadTime: '4' }).success).toBe(false);
  });
});
