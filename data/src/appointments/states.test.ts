import { describe, expect, it } from 'vitest';
import { STATE, isEditable, nextState, type AppointmentEvent, type AppointmentState } from './states.js';

const ALL_STATES = Object.values(STATE) as AppointmentState[];
const EVENTS: AppointmentEvent[] = [
  { type: 'edit' },
  { type: 'accept', isFree: true },
  { type: 'accept', isFree: false },
  { type: 'pay' },
  { type: 'join_window_opened' },
  { type: 'start_time_reached' },
  { type: 'client_joined' },
  { type: 'provider_ended' },
  { type: 'end_time_reached' },
];

describe('the appointment state table', () => {
  it('matches the product rules for every state and event', () => {
    const table = Object.fromEntries(
      ALL_STATES.map((state) => [state, EVENTS.map((event) => nextState(state, event))]),
    );
    //            edit  acceptFree acceptPaid pay  window start joined ended endTime
    expect(table).toEqual({
      0: [null, null, null, null, null, null, null, null, null],
      1: [1, 3, 2, null, null, null, 4, null, 6],
      2: [1, null, null, 3, null, null, 4, null, 6],
      3: [1, null, null, null, 31, 32, 4, null, 6],
      31: [1, null, null, null, null, 32, 4, null, 6],
      32: [null, null, null, null, null, null, 4, null, 6],
      4: [null, null, null, null, null, null, null, 5, 5],
      5: [null, null, null, null, null, null, null, null, null],
      6: [null, null, null, null, null, null, null, null, null],
    });
  });

  it('never leaves a finished or expired session', () => {
    for (const event of EVENTS) {
      expect(nextState(STATE.finished, event)).toBeNull();
      expect(nextState(STATE.expired, event)).toBeNull();
    }
  });
});

describe('isEditable', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const base = {
    state: STATE.pending as AppointmentState,
    startTime: new Date('2026-11-21T11:00:00Z'),
    actualStart: null,
    paidDate: null,
    payment: 50,
  };

  it('allows future, unstarted, unpaid appointments before the session day', () => {
    expect(isEditable(base, now)).toBe(true);
    expect(isEditable({ ...base, state: STATE.joinable }, now)).toBe(true);
  });

  it('refuses past starts (at minute precision), started, paid or later-state appointments', () => {
    expect(isEditable({ ...base, startTime: new Date('2026-11-21T10:00:30Z') }, now)).toBe(false);
    expect(isEditable({ ...base, actualStart: now }, now)).toBe(false);
    expect(isEditable({ ...base, paidDate: now }, now)).toBe(false);
    expect(isEditable({ ...base, paidDate: now, payment: 0 }, now)).toBe(true);
    expect(isEditable({ ...base, state: STATE.startable }, now)).toBe(false);
  });
});
