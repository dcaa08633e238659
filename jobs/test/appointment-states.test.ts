import {
  appointmentsReachingSql,
  moveAppointments,
  type TimeRule,
} from '@tele/data/repositories/appointment-sweeps';
import { DUE_REMINDERS_SQL } from '@tele/data/repositories/reminders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  handleAdvanceAppointmentStates,
  transitionsFor,
  type AdvanceAppointmentStatesDeps,
} from '#jobs/handlers/advance-appointment-states.handler.js';
import {
  HOUR,
  MINUTE,
  seedAppointment,
  seedPractice,
  sql,
  stateOf,
  type PracticeFixture,
} from './support/appointments.js';
import { createHarness, type Harness } from './support/harness.js';

// The clock starts on Saturday 2026-11-21 09:00 UTC and only moves forward.
let h: Harness;
let p: PracticeFixture;
beforeAll(async () => {
  h = await createHarness({ inProcessWorker: false });
  p = await seedPractice(h);
});
afterAll(async () => {
  await h?.close();
});

function sweep(overrides: Partial<AdvanceAppointmentStatesDeps> = {}) {
  return handleAdvanceAppointmentStates({ db: h.db, clock: h.clock.now, log: h.log, ...overrides });
}

const later = (ms: number) => new Date(h.clock.now().getTime() + ms);

function appointment(options: { start: Date; state: number; minutes?: number; allDay?: boolean }) {
  return seedAppointment(h, p, { ...options, schedule: false });
}

async function states(ids: string[]) {
  return Promise.all(ids.map((id) => stateOf(h, id)));
}

describe('the transitions come from the state table', () => {
  it('moves what nextState says for each moment in time', () => {
    expect(transitionsFor('join_window_opened')).toEqual([{ from: 3, to: 31 }]);
    expect(transitionsFor('start_time_reached')).toEqual([
      { from: 3, to: 32 },
      { from: 31, to: 32 },
    ]);
    expect(
      transitionsFor('end_time_reached')
        .map(({ from, to }) => `${from}->${to}`)
        .sort(),
    ).toEqual(['1->6', '2->6', '31->6', '32->6', '3->6', '4->5'].sort());
  });
});

describe('the appointment state sweep', () => {
  it('opens the join window 15 minutes before the start, for ready appointments only', async () => {
    const ready = await appointment({ start: later(20 * MINUTE), state: 3 });
    const pending = await appointment({ start: later(10 * MINUTE), state: 1 });
    await sweep();
    expect(await states([ready, pending])).toEqual([3, 1]);

    h.clock.advance(5 * MINUTE);
    expect((await sweep()).moved).toMatchObject({ '3->31': 1 });
    expect(await states([ready, pending])).toEqual([31, 1]);
  });

  it('marks the start: from "Join", and straight from "Wait" when the window was missed', async () => {
    const joinable = await appointment({ start: later(10 * MINUTE), state: 31 });
    const waiting = await appointment({ start: later(10 * MINUTE), state: 3 });
    const pending = await appointment({ start: later(10 * MINUTE), state: 1 });
    h.clock.advance(10 * MINUTE);
    await sweep();
    expect(await states([joinable, waiting, pending])).toEqual([32, 32, 1]);
  });

  it('expires what was never held when its end passes, and finishes a session in progress', async () => {
    const start = later(5 * MINUTE);
    const ids = await Promise.all(
      [1, 2, 3, 31, 32, 4].map((state) => appointment({ start, state, minutes: 30 })),
    );
    const progressing = ids[5]!;
    await sql(h.db.sequelize, 'UPDATE appointments SET join_state = 1, allow = 1 WHERE id = :id', {
      id: progressing,
    });
    h.clock.advance(34 * MINUTE);
    await sweep();
    // Before the end, the start has moved the ready ones along; nothing has ended.
    expect(await states(ids)).toEqual([1, 2, 32, 32, 32, 4]);

    h.clock.advance(MINUTE);
    await sweep();
    expect(await states(ids)).toEqual([6, 6, 6, 6, 6, 5]);
    const [room] = await sql<{ join_state: number; allow: number }>(
      h.db.sequelize,
      'SELECT join_state, allow FROM appointments WHERE id = :id',
      { id: progressing },
    );
    expect(room).toEqual({ join_state: 0, allow: 0 });
  });

  it('leaves a finished session finished, an expired one expired and a share link alone', async () => {
    const start = later(MINUTE);
    const finished = await appointment({ start, state: 5, minutes: 20 });
    const expired = await appointment({ start, state: 6, minutes: 20 });
    const shareLink = await appointment({ start, state: 0, minutes: 20 });
    h.clock.advance(2 * HOUR);
    await sweep();
    expect(await states([finished, expired, shareLink])).toEqual([5, 6, 0]);
  });

  it('ends an all-day appointment (no end time) 24 hours after its start', async () => {
    const start = later(30 * MINUTE);
    const allDay = await appointment({ start, state: 3, allDay: true });
    h.clock.advance(2 * HOUR);
    await sweep();
    expect(await stateOf(h, allDay)).toBe(32);
    h.clock.set(new Date(start.getTime() + 24 * HOUR - MINUTE));
    await sweep();
    expect(await stateOf(h, allDay)).toBe(32);
    h.clock.advance(MINUTE);
    await sweep();
    expect(await stateOf(h, allDay)).toBe(6);
  });

  it('does not open or start a cancelled appointment, but lets it expire when its end passes', async () => {
    const cancelled = await appointment({ start: later(10 * MINUTE), state: 3, minutes: 30 });
    await sql(h.db.sequelize, 'UPDATE appointments SET deleted_at = :now WHERE id = :id', {
      now: h.clock.now(),
      id: cancelled,
    });
    h.clock.advance(15 * MINUTE);
    await sweep();
    expect(await stateOf(h, cancelled)).toBe(3);
    h.clock.advance(30 * MINUTE);
    await sweep();
    expect(await stateOf(h, cancelled)).toBe(6);
  });

  it('never overwrites a change made since the appointment was read (guarded update)', async () => {
    const edited = await appointment({ start: later(5 * MINUTE), state: 3 });
    h.clock.advance(5 * MINUTE);
    // Read as 3 by a sweep, then edited by the provider (back to 1, start moved) before the sweep writes.
    await sql(h.db.sequelize, 'UPDATE appointments SET state = 1, start_time = :start WHERE id = :id', {
      start: later(HOUR),
      id: edited,
    });
    const now = h.clock.now();
    expect(await moveAppointments(h.db, { ids: [edited], rule: 'start_reached', from: 3, to: 32, now })).toBe(
      0,
    );
    // Still state 1, but the moment no longer holds: the start moved an hour ahead.
    expect(await moveAppointments(h.db, { ids: [edited], rule: 'end_reached', from: 1, to: 6, now })).toBe(0);
    expect(await stateOf(h, edited)).toBe(1);
  });

  it('moves each appointment once when two sweeps overlap', async () => {
    const start = later(2 * MINUTE);
    const ids = await Promise.all(Array.from({ length: 20 }, () => appointment({ start, state: 3 })));
    h.clock.advance(3 * MINUTE);
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect((first!.moved['3->32'] ?? 0) + (second!.moved['3->32'] ?? 0)).toBe(20);
    expect(new Set(await states(ids))).toEqual(new Set([32]));
  });

  it('works in bounded batches and leaves the rest to the next run', async () => {
    const start = later(2 * MINUTE);
    const ids = await Promise.all(Array.from({ length: 5 }, () => appointment({ start, state: 31 })));
    h.clock.advance(3 * MINUTE);
    const limits = { batchSize: 2, maxBatchesPerRun: 2 };
    expect(await sweep({ limits })).toEqual({ moved: { '31->32': 4 }, isBacklogLeft: true });
    expect(await sweep({ limits })).toEqual({ moved: { '31->32': 1 }, isBacklogLeft: false });
    expect(new Set(await states(ids))).toEqual(new Set([32]));
  });
});

describe('the sweeps read through their indexes', () => {
  async function plan(statement: string, replacements: Record<string, unknown>) {
    const [row] = await sql<{ key: string | null; type: string; Extra: string | null }>(
      h.db.sequelize,
      `EXPLAIN ${statement}`,
      replacements,
    );
    return row!;
  }

  it.each<[TimeRule, string]>([
    ['end_reached', 'appointments_state_end'],
    ['all_day_end_reached', 'appointments_state_end'],
    ['start_reached', 'appointments_state_start'],
    ['join_window_opened', 'appointments_state_start'],
  ])('%s uses %s', async (rule, index) => {
    const now = h.clock.now();
    const row = await plan(appointmentsReachingSql(rule), {
      state: 3,
      now,
      allDayStartedBy: now,
      joinBy: now,
      limit: 500,
    });
    expect(row.key).toBe(index);
    expect(['range', 'ref']).toContain(row.type);
  });

  it('the due reminders come from scheduled_reminders_due alone, in index order', async () => {
    const row = await plan(DUE_REMINDERS_SQL, { now: h.clock.now(), limit: 1000 });
    expect(row.key).toBe('scheduled_reminders_due');
    expect(row.Extra ?? '').toContain('Using index');
    expect(row.Extra ?? '').not.toContain('filesort');
  });
});
