import { describe, expect, test } from 'vitest';
import {
  canJoinThroughWaitingScreen,
  clientJoinLink,
  decideWaitingScreen,
  formatCountdown,
} from '#app/features/session-day/session-day.ts';

const now = new Date('2026-11-23T15:00:00.000Z');
const at = (offsetMinutes: number) => new Date(now.getTime() + offsetMinutes * 60_000).toISOString();

describe('the waiting screen', () => {
  test('the account creator, owners and providers may enter a colleague’s session; administrators may not', () => {
    expect(canJoinThroughWaitingScreen('owner')).toBe(true);
    expect(canJoinThroughWaitingScreen('provider')).toBe(true);
    // The account creator's session has no invited role (the legacy stored 'super_owner').
    expect(canJoinThroughWaitingScreen(null)).toBe(true);
    expect(canJoinThroughWaitingScreen('super_owner')).toBe(true);
    expect(canJoinThroughWaitingScreen('administrator')).toBe(false);
  });

  test('an administrator is refused whatever the time, before anyone waits', () => {
    for (const startsIn of [-5, 10, 600]) {
      expect(
        decideWaitingScreen({ invitedRole: 'administrator', startTime: at(startsIn), endTime: at(700), now }),
      ).toEqual({ kind: 'refused' });
    }
  });

  test('before the start it waits for exactly the time left', () => {
    expect(decideWaitingScreen({ invitedRole: 'provider', startTime: at(10), endTime: at(40), now })).toEqual(
      {
        kind: 'wait',
        startsInMs: 600_000,
      },
    );
  });

  test('at or after the start and before the end it enters at once', () => {
    expect(decideWaitingScreen({ invitedRole: 'owner', startTime: at(0), endTime: at(40), now }).kind).toBe(
      'enter',
    );
    expect(decideWaitingScreen({ invitedRole: 'owner', startTime: at(-39), endTime: at(1), now }).kind).toBe(
      'enter',
    );
    expect(decideWaitingScreen({ invitedRole: 'owner', startTime: at(-60), endTime: null, now }).kind).toBe(
      'enter',
    );
  });

  test('at or after the end it is over', () => {
    expect(decideWaitingScreen({ invitedRole: 'owner', startTime: at(-60), endTime: at(0), now }).kind).toBe(
      'finished',
    );
  });

  test('the countdown reads in hours, minutes or seconds', () => {
    expect(formatCountdown(2 * 3600_000 + 5 * 60_000)).toBe('2 h 05 min');
    expect(formatCountdown(4 * 60_000 + 7_000)).toBe('4 min 07 s');
    expect(formatCountdown(11_200)).toBe('12 s');
    expect(formatCountdown(-5)).toBe('0 s');
  });
});

test('the join link carries the room key', () => {
  const id = '65a1b2c3d4e5f60718293c01';
  const key = '0123456789abcdef0123456789abcdef';
  expect(clientJoinLink({ publicUrl: 'https://app.example.org', appointmentId: id, key })).toBe(
    `https://app.example.org/invited-room/${id}?key=${key}`,
  );
});
