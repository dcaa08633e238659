import type { DueReminder, ReminderSubject } from '@tele/data/repositories/reminders';
import { describe, expect, it } from 'vitest';
import { decideReminder, nextRepeatDue, reminderDedupeKey } from './send-due-reminders.handler.js';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 9, 0) + minutes * 60_000);
const APPOINTMENT = '6b015d90c2b63ca8452a56f8';
const CLIENT = '6b015d90c2b63ca8452a56f9';

const reminder = (overrides: Partial<DueReminder> = {}): DueReminder => ({
  appointmentId: APPOINTMENT,
  userId: CLIENT,
  practiceId: '6b015d90c2b63ca8452a56fa',
  dueAt: at(0),
  repeatEveryMinutes: null,
  ...overrides,
});

function subject(
  appointment: Partial<ReminderSubject['appointment']> = {},
  person: Partial<NonNullable<ReminderSubject['person']>> | null = {},
): ReminderSubject {
  return {
    appointment: {
      id: APPOINTMENT,
      providerId: 'p',
      providerName: 'Dana',
      providerWantsReminders: true,
      startTime: at(120),
      minutes: 50,
      state: 3,
      isCancelled: false,
      clientNames: ['Sam'],
      ...appointment,
    },
    person:
      person === null
        ? null
        : {
            id: CLIENT,
            name: 'Sam',
            email: 'sam@example.test',
            phone: null,
            timeZone: 'UTC',
            isDeleted: false,
            isProvider: false,
            isInvitee: true,
            ...person,
          },
  };
}

describe('nextRepeatDue', () => {
  it('repeats every N minutes while before the start', () => {
    expect(nextRepeatDue(reminder({ repeatEveryMinutes: 30 }), at(120), at(0))).toEqual(at(30));
    expect(nextRepeatDue(reminder({ repeatEveryMinutes: 30, dueAt: at(60) }), at(120), at(60))).toEqual(
      at(90),
    );
    expect(nextRepeatDue(reminder({ repeatEveryMinutes: 30, dueAt: at(90) }), at(120), at(90))).toBeNull();
  });

  it('skips the repeats missed while no sweep ran, instead of sending them in a burst', () => {
    expect(nextRepeatDue(reminder({ repeatEveryMinutes: 15 }), at(240), at(50))).toEqual(at(60));
    expect(nextRepeatDue(reminder({ repeatEveryMinutes: 15 }), at(240), at(45))).toEqual(at(60));
  });

  it('does not repeat without a repeat setting', () => {
    expect(nextRepeatDue(reminder(), at(120), at(0))).toBeNull();
    expect(nextRepeatDue(reminder({ repeatEveryMinutes: 0 }), at(120), at(0))).toBeNull();
  });
});

describe('decideReminder', () => {
  const now = at(1);

  it('sends for a live, remindable appointment to a current invitee or the provider', () => {
    expect(decideReminder(reminder(), subject(), now)).toEqual({ kind: 'send', nextDueAt: null });
    expect(decideReminder(reminder(), subject({}, { isProvider: true, isInvitee: false }), now).kind).toBe(
      'send',
    );
    for (const state of [1, 2, 3, 31])
      expect(decideReminder(reminder(), subject({ state }), now).kind).toBe('send');
  });

  it('drops a reminder whose appointment or person is off, without a message', () => {
    expect(decideReminder(reminder(), undefined, now)).toMatchObject({ kind: 'drop' });
    expect(decideReminder(reminder(), subject({ isCancelled: true }), now)).toMatchObject({ kind: 'drop' });
    expect(decideReminder(reminder(), subject({}, null), now)).toMatchObject({ kind: 'drop' });
    expect(decideReminder(reminder(), subject({}, { isDeleted: true }), now)).toMatchObject({ kind: 'drop' });
    expect(decideReminder(reminder(), subject({}, { isInvitee: false }), now)).toMatchObject({
      kind: 'drop',
    });
    expect(decideReminder(reminder(), subject({ providerWantsReminders: false }), now)).toMatchObject({
      kind: 'drop',
    });
    expect(decideReminder(reminder(), subject({ state: 4 }), now)).toMatchObject({ kind: 'drop' });
  });

  it('records a reminder as stale once the start has passed, whatever the state moved to meanwhile', () => {
    expect(decideReminder(reminder(), subject({ startTime: at(1) }), now)).toEqual({ kind: 'stale' });
    expect(decideReminder(reminder(), subject({ startTime: at(0), state: 32 }), now)).toEqual({
      kind: 'stale',
    });
    // A cancelled one is dropped, not recorded.
    expect(decideReminder(reminder(), subject({ startTime: at(0), isCancelled: true }), now).kind).toBe(
      'drop',
    );
  });
});

it('keys a reminder by appointment, person and due time', () => {
  expect(reminderDedupeKey(reminder())).toBe(`reminder:${APPOINTMENT}:${CLIENT}:2026-11-21T09:00:00.000Z`);
});
