import { describe, expect, test } from 'vitest';
import type { Appointment } from '#app/features/appointments/appointment.ts';
import {
  APPOINTMENT_STATES,
  canDeleteAppointment,
  describeState,
  formatLength,
  formatTimeRange,
  getAppointmentModalMode,
  getProviderDecision,
  isFinished,
  joinClientNames,
  sessionHref,
} from '#app/features/appointments/appointment.ts';
import { finishedMessage } from '#app/features/appointments/finished-message.ts';

describe('getProviderDecision (Approve / Decline or Created)', () => {
  test('the provider approves what the client side made or last changed', () => {
    expect(getProviderDecision({ state: 1, roleUpdated: 'client', isClientRequest: false })).toBe('approve');
    expect(getProviderDecision({ state: 1, roleUpdated: 'client', isClientRequest: true })).toBe('approve');
    expect(getProviderDecision({ state: 1, roleUpdated: null, isClientRequest: true })).toBe('approve');
  });

  test('what the provider side made or last changed shows Created', () => {
    expect(getProviderDecision({ state: 1, roleUpdated: 'provider', isClientRequest: false })).toBe(
      'created',
    );
    expect(getProviderDecision({ state: 1, roleUpdated: 'provider', isClientRequest: true })).toBe('created');
    expect(getProviderDecision({ state: 1, roleUpdated: null, isClientRequest: false })).toBe('created');
  });

  test('only pending appointments offer a decision', () => {
    for (const state of APPOINTMENT_STATES.filter((value) => value !== 1)) {
      expect(getProviderDecision({ state, roleUpdated: 'client', isClientRequest: true })).toBeNull();
    }
  });
});

describe('isFinished', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const future = { startTime: '2026-11-24T09:00:00Z', endTime: '2026-11-24T09:20:00Z' };

  test('finished (5) and expired (6) are finished whatever the time', () => {
    expect(isFinished({ state: 5, ...future }, now)).toBe(true);
    expect(isFinished({ state: 6, ...future }, now)).toBe(true);
  });

  test('any other state is finished once its end has passed', () => {
    expect(isFinished({ state: 2, ...future }, now)).toBe(false);
    expect(
      isFinished({ state: 1, startTime: '2026-11-23T11:00:00Z', endTime: '2026-11-23T11:59:00Z' }, now),
    ).toBe(true);
    expect(
      isFinished({ state: 4, startTime: '2026-11-23T11:30:00Z', endTime: '2026-11-23T12:10:00Z' }, now),
    ).toBe(false);
    // All day, no end: over once it has started.
    expect(isFinished({ state: 3, startTime: '2026-11-23T08:00:00Z', endTime: null }, now)).toBe(true);
  });

  test('says when', () => {
    expect(finishedMessage('Nov 23, 2026, 11:59 AM')).toBe(
      'This appointment has already finished on Nov 23, 2026, 11:59 AM',
    );
  });
});

describe('the edit modal', () => {
  test('Edit when editable and the viewer’s; View otherwise; Delete hidden for permission 1', () => {
    expect(getAppointmentModalMode({ isEditable: true, isReadOnly: false })).toBe('edit');
    expect(getAppointmentModalMode({ isEditable: false, isReadOnly: false })).toBe('view');
    expect(getAppointmentModalMode({ isEditable: true, isReadOnly: true })).toBe('view');
    expect(canDeleteAppointment({ isReadOnly: false })).toBe(true);
    expect(canDeleteAppointment({ isReadOnly: true })).toBe(false);
  });

  test('joins client names with commas', () => {
    const clients: Appointment['clients'] = [
      { id: '1', name: 'Jordan Alvarez', email: 'j@example.com' },
      { id: '2', name: 'Priya Raman', email: 'p@example.com' },
    ];
    expect(joinClientNames({ clients })).toBe('Jordan Alvarez, Priya Raman');
    expect(joinClientNames({ clients: [] })).toBe('');
  });
});

describe('state display', () => {
  test('every state has the label of spec part 2 section 4', () => {
    expect([1, 2, 3, 31, 32, 4, 5, 6].map((state) => describeState(state as 1).label)).toEqual([
      'Created',
      'Accepted',
      'Wait',
      'Join',
      'Start',
      'Progressing',
      'Finished',
      'Expiration',
    ]);
  });

  test('3, 31, 32 and 4 share one icon group, each with its own label', () => {
    expect(new Set([3, 31, 32, 4].map((state) => describeState(state as 3).group))).toEqual(
      new Set(['session']),
    );
    expect([3, 31, 32, 4].map((state) => describeState(state as 3).label)).toEqual([
      'Wait',
      'Join',
      'Start',
      'Progressing',
    ]);
    expect(describeState(1).group).toBe('pending');
    expect(describeState(2).group).toBe('accepted');
    expect(describeState(5).group).toBe('finished');
    expect(describeState(6).group).toBe('expired');
  });
});

describe('formatting', () => {
  test('lengths', () => {
    expect(formatLength(0)).toBe('All day');
    expect(formatLength(20)).toBe('20 min');
    expect(formatLength(60)).toBe('1 h');
    expect(formatLength(80)).toBe('1 h 20 min');
  });

  test('time ranges in the viewer’s zone', () => {
    const slot = { isAllDay: false, startTime: '2026-11-23T14:00:00Z', endTime: '2026-11-23T14:40:00Z' };
    expect(formatTimeRange(slot, 'UTC')).toBe('2:00 PM – 2:40 PM');
    expect(formatTimeRange(slot, 'America/New_York')).toBe('9:00 AM – 9:40 AM');
    expect(formatTimeRange({ ...slot, isAllDay: true, endTime: null }, 'UTC')).toBe('All day');
  });
});

describe('sessionHref', () => {
  const base = { id: 'a1', providerId: 'me' };
  test('session states lead to the room for the own provider and to the waiting screen for others', () => {
    for (const state of [1, 2, 3, 4, 31, 32]) {
      expect(sessionHref({ ...base, state }, 'me')).toBe('/room/a1');
      expect(sessionHref({ ...base, state }, 'colleague')).toBe('/client-session/a1');
    }
  });

  test('finished and expired lead nowhere; an invitation only for its provider', () => {
    expect(sessionHref({ ...base, state: 5 }, 'me')).toBeNull();
    expect(sessionHref({ ...base, state: 6 }, 'me')).toBeNull();
    expect(sessionHref({ ...base, state: 0 }, 'me')).toBe('/room/a1');
    expect(sessionHref({ ...base, state: 0 }, 'colleague')).toBeNull();
  });
});
