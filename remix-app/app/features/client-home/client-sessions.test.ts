import { describe, expect, test } from 'vitest';
import type { Appointment } from '#app/features/appointments/index.ts';
import { classifySession, toClientSession } from '#app/features/client-home/client-sessions.ts';

// Where a client's appointment shows on its home, and what it offers, with "now" and the zone given.

const NOW = new Date('2026-11-23T15:00:00.000Z');

function appointment(fields: Partial<Appointment>): Appointment {
  return {
    id: '65a1b2c3d4e5f60718293e01',
    title: 'Weekly Check-in',
    notes: '',
    isAllDay: false,
    isRecurring: false,
    isOnline: true,
    providerId: '65a1b2c3d4e5f60718293d01',
    providerName: 'Maya Patel',
    clients: [],
    isClientRequest: false,
    inviteEmail: null,
    invitePhone: null,
    startTime: '2026-11-24T15:00:00.000Z',
    endTime: '2026-11-24T15:50:00.000Z',
    minutes: 50,
    repeatUntil: null,
    recurrenceFrequency: null,
    payment: 0,
    type: null,
    state: 3,
    roleUpdated: null,
    requestedDate: null,
    paidDate: null,
    isEditable: false,
    isReadOnly: true,
    actualStart: null,
    actualEnd: null,
    sessionNote: '',
    noteCreatedDate: null,
    isConfirmedByClient: false,
    ...fields,
  };
}

describe('classifySession', () => {
  test.each([
    ['made by the provider, pending', { state: 1 }, 'invitation'],
    [
      'changed by the provider, pending',
      { state: 1, isClientRequest: true, roleUpdated: 'provider' },
      'invitation',
    ],
    ['asked for by the client, pending', { state: 1, isClientRequest: true }, 'request'],
    ['changed by the client, pending', { state: 1, roleUpdated: 'client' }, 'request'],
    ['accepted, payment due', { state: 2 }, 'upcoming'],
    [
      'in progress',
      { state: 4, startTime: '2026-11-23T14:30:00.000Z', endTime: '2026-11-23T15:30:00.000Z' },
      'upcoming',
    ],
    ['finished', { state: 5 }, 'past'],
    ['expired', { state: 6 }, 'past'],
    [
      'pending but its time has gone',
      { state: 1, startTime: '2026-11-20T15:00:00.000Z', endTime: '2026-11-20T15:50:00.000Z' },
      'past',
    ],
    ['a share link', { state: 0 }, null],
  ] as const)('%s: %s', (_, fields, kind) => {
    expect(classifySession(appointment(fields as Partial<Appointment>), NOW)).toBe(kind);
  });
});

describe('toClientSession', () => {
  const context = { now: NOW, timeZone: 'Asia/Kolkata' };

  test('joinable from 15 minutes before the start until the end, then past', () => {
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
    const starting = (offset: number) =>
      toClientSession(appointment({ startTime: at(offset), endTime: at(offset + 50) }), context);
    expect(starting(16)?.joinHref).toBeNull();
    expect(starting(16)?.joinOpens).toBe('Join opens at 8:31 PM');
    expect(starting(15)?.joinHref).toBe('/client-session/65a1b2c3d4e5f60718293e01?as=client');
    expect(starting(-49)?.joinHref).not.toBeNull();
    expect(starting(-51)?.kind).toBe('past');
  });

  test('an invitation is not joinable; an in-person session never says when Join opens', () => {
    expect(toClientSession(appointment({ state: 1 }), context)).toMatchObject({
      joinHref: null,
      joinOpens: null,
    });
    expect(toClientSession(appointment({ isOnline: false }), context)).toMatchObject({ joinOpens: null });
  });

  test('the client may decline until the start; the API has the last word', () => {
    expect(toClientSession(appointment({ state: 2 }), context)?.canDecline).toBe(true);
    const started = appointment({
      state: 4,
      startTime: '2026-11-23T14:59:00.000Z',
      endTime: '2026-11-23T15:40:00.000Z',
    });
    expect(toClientSession(started, context)?.canDecline).toBe(false);
  });

  test('words and times in the client’s zone; all day has no clock', () => {
    expect(toClientSession(appointment({}), context)).toMatchObject({
      date: 'Tue, Nov 24, 2026',
      time: '8:30 PM – 9:20 PM',
      length: '50 min',
      status: 'Wait',
    });
    expect(
      toClientSession(appointment({ isAllDay: true, endTime: null, minutes: 0 }), context),
    ).toMatchObject({
      time: 'All day',
      length: 'All day',
    });
  });
});
