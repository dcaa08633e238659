import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDateOf, toLocalInputs } from '#data/zoned-time.js';
import {
  freeSlots,
  rangeInstants,
  rangesOn,
  workingIntervals,
  type AvailabilityRules,
  type WorkingRange,
} from './slots.js';

const online = (start: string, end: string): WorkingRange => ({ start, end, inPerson: false, office: null });
const weekdays = (...ranges: WorkingRange[]) => [[], ranges, ranges, ranges, ranges, ranges, []];
const everyDay = (...ranges: WorkingRange[]) => Array.from({ length: 7 }, () => ranges);

function rulesIn(timeZone: string, overrides: Partial<AvailabilityRules> = {}): AvailabilityRules {
  return {
    timeZone,
    weekly: everyDay(online('00:00', '24:00')),
    overrides: [],
    minNoticeMinutes: 0,
    horizonDays: 60,
    bufferMinutes: 0,
    ...overrides,
  };
}

const local = (instant: Date, timeZone: string) => {
  const { date, time } = toLocalInputs(instant, timeZone);
  return `${date} ${time}`;
};

/** The slots of one local day, as `HH:MM` in the zone. */
function dayTimes(rules: AvailabilityRules, date: string, lengthMinutes: number, stepMinutes = 30) {
  return freeSlots({
    rules,
    busy: [],
    lengthMinutes,
    now: new Date('2026-01-01T00:00:00Z'),
    stepMinutes,
    from: new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000),
  })
    .filter((slot) => civilDateOf(slot.start, rules.timeZone) === date)
    .map((slot) => toLocalInputs(slot.start, rules.timeZone).time);
}

describe('free slots across daylight-saving changes', () => {
  const early = { horizonDays: 400 };

  it('New York, spring forward: the 01:00-04:00 range is two real hours, 02:xx never offered', () => {
    const rules = rulesIn('America/New_York', { ...early, weekly: everyDay(online('01:00', '04:00')) });
    expect(dayTimes(rules, '2026-03-08', 60)).toEqual(['01:00', '01:30', '03:00']);
    expect(dayTimes(rules, '2026-03-09', 60)).toEqual(['01:00', '01:30', '02:00', '02:30', '03:00']);
  });

  it('New York, fall back: the repeated hour is offered twice, as two instants', () => {
    const rules = rulesIn('America/New_York', { ...early, weekly: everyDay(online('01:00', '03:00')) });
    const slots = freeSlots({
      rules,
      busy: [],
      lengthMinutes: 60,
      now: new Date('2026-10-31T00:00:00Z'),
      stepMinutes: 30,
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-02T00:00:00Z'),
    });
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      '2026-11-01T05:00:00.000Z', // 01:00 EDT
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:00:00.000Z', // 01:00 EST
      '2026-11-01T06:30:00.000Z',
      '2026-11-01T07:00:00.000Z', // 02:00 EST, ends at the range's 03:00
    ]);
  });

  it('Berlin, spring forward at 02:00: a 09:00 session stays at 09:00 local, one hour earlier in UTC', () => {
    const rules = rulesIn('Europe/Berlin', { ...early, weekly: everyDay(online('09:00', '10:00')) });
    const slots = freeSlots({
      rules,
      busy: [],
      lengthMinutes: 60,
      now: new Date('2026-03-27T00:00:00Z'),
      to: new Date('2026-03-31T00:00:00Z'),
    });
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
  });

  it('Kolkata (+5:30, no daylight saving) keeps :00 and :30 boundaries, and a New York client sees them at its own time', () => {
    const rules = rulesIn('Asia/Kolkata', { ...early, weekly: everyDay(online('09:00', '11:00')) });
    const slots = freeSlots({
      rules,
      busy: [],
      lengthMinutes: 60,
      now: new Date('2026-03-07T00:00:00Z'),
      stepMinutes: 30,
      from: new Date('2026-03-07T18:30:00Z'),
      to: new Date('2026-03-09T18:30:00Z'),
    });
    expect(slots.map((slot) => local(slot.start, 'Asia/Kolkata'))).toEqual([
      '2026-03-08 09:00',
      '2026-03-08 09:30',
      '2026-03-08 10:00',
      '2026-03-09 09:00',
      '2026-03-09 09:30',
      '2026-03-09 10:00',
    ]);
    // The client's zone changes its clocks between the two days: the same provider hours read an hour apart.
    expect(slots.map((slot) => local(slot.start, 'America/New_York'))).toEqual([
      '2026-03-07 22:30',
      '2026-03-07 23:00',
      '2026-03-07 23:30',
      '2026-03-08 23:30',
      '2026-03-09 00:00',
      '2026-03-09 00:30',
    ]);
  });

  it("Lord Howe's 30-minute change: the spring night loses 02:00-02:30, the autumn night repeats 01:30-02:00", () => {
    const rules = rulesIn('Australia/Lord_Howe', { ...early, weekly: everyDay(online('01:00', '03:00')) });
    expect(dayTimes(rules, '2026-10-04', 30)).toEqual(['01:00', '01:30', '02:30']);
    const autumn = freeSlots({
      rules,
      busy: [],
      lengthMinutes: 30,
      now: new Date('2026-01-01T00:00:00Z'),
      stepMinutes: 30,
      from: new Date('2026-04-04T13:00:00Z'),
      to: new Date('2026-04-05T13:00:00Z'),
    });
    expect(autumn.map((slot) => local(slot.start, 'Australia/Lord_Howe'))).toEqual([
      '2026-04-05 01:00',
      '2026-04-05 01:30',
      '2026-04-05 01:30',
      '2026-04-05 02:00',
      '2026-04-05 02:30',
    ]);
    expect(autumn[2]!.start.getTime() - autumn[1]!.start.getTime()).toBe(30 * 60_000);
  });

  it('Auckland, fall back at 03:00: a range that ends at 24:00 ends at the next local midnight', () => {
    const rules = rulesIn('Pacific/Auckland', { ...early, weekly: everyDay(online('22:00', '24:00')) });
    expect(dayTimes(rules, '2026-04-04', 60)).toEqual(['22:00', '22:30', '23:00']);
    expect(dayTimes(rules, '2026-09-26', 120)).toEqual(['22:00']);
  });
});

describe('free slots: appointments, buffers, overrides and notice', () => {
  const zone = 'America/New_York';
  const now = new Date('2026-06-01T12:00:00Z'); // Monday 08:00 EDT
  const rules = rulesIn(zone, { weekly: weekdays(online('09:00', '12:00'), online('13:00', '17:00')) });
  const day = (time: string) => new Date(`2026-06-02T${time}:00-04:00`); // Tuesday, EDT
  const tuesday = (input: Partial<Parameters<typeof freeSlots>[0]>) =>
    freeSlots({
      rules,
      busy: [],
      lengthMinutes: 60,
      now,
      stepMinutes: 30,
      from: day('00:00'),
      to: day('23:59'),
      ...input,
    }).map((slot) => toLocalInputs(slot.start, zone).time);

  it('offers every step of each range that fits the length', () => {
    expect(tuesday({})).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
  });

  it('leaves out what overlaps an appointment, and the buffer either side of it', () => {
    const busy = [{ start: day('10:00'), end: day('10:50') }];
    expect(tuesday({ busy })).toEqual([
      '09:00',
      '11:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    expect(tuesday({ busy, rules: { ...rules, bufferMinutes: 15 } })).toEqual([
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
  });

  it('a day off has nothing, and an override with extra hours replaces the week', () => {
    expect(tuesday({ rules: { ...rules, overrides: [{ date: '2026-06-02', ranges: [] }] } })).toEqual([]);
    expect(
      tuesday({
        rules: { ...rules, overrides: [{ date: '2026-06-02', ranges: [online('18:00', '20:00')] }] },
      }),
    ).toEqual(['18:00', '18:30', '19:00']);
    expect(
      rangesOn(
        { ...rules, overrides: [{ date: '2026-06-06', ranges: [online('10:00', '11:00')] }] },
        '2026-06-06',
      ),
    ).toHaveLength(1);
  });

  it('keeps the minimum notice and the horizon', () => {
    expect(tuesday({ now: day('10:10'), rules: { ...rules, minNoticeMinutes: 60 } })).toEqual([
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    expect(tuesday({ now: day('08:00'), rules: { ...rules, minNoticeMinutes: 90 } })[0]).toBe('09:30');
    expect(
      tuesday({ now: new Date(day('11:00').getTime() - 86_400_000), rules: { ...rules, horizonDays: 1 } }),
    ).toEqual(['09:00', '09:30', '10:00', '10:30']);
  });

  it('carries the range’s place to its slots', () => {
    const office = { start: '09:00', end: '10:00', inPerson: true, office: 'Harbor Street' };
    const [slot] = freeSlots({
      rules: { ...rules, weekly: weekdays(office) },
      busy: [],
      lengthMinutes: 60,
      now,
      from: day('00:00'),
    });
    expect(slot).toMatchObject({ inPerson: true, office: 'Harbor Street' });
  });
});

/** Property tests: five zones, random weekly hours, appointments, buffers, overrides and notice. */
const ZONES = [
  'America/New_York',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
];
const quarter = (n: number) =>
  `${String(Math.floor(n / 4)).padStart(2, '0')}:${String((n % 4) * 15).padStart(2, '0')}`;
const rangeArb = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 32 }), fc.boolean())
  .map(([from, quarters, inPerson]): WorkingRange => ({
    start: quarter(from),
    end: from + quarters >= 96 ? '24:00' : quarter(from + quarters),
    inPerson,
    office: inPerson ? 'Office' : null,
  }));
/** A day's ranges, in order and apart. */
const dayArb = fc.array(rangeArb, { maxLength: 3 }).map((ranges) => {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  const apart: WorkingRange[] = [];
  for (const range of sorted) {
    const previous = apart[apart.length - 1];
    if (!previous || previous.end <= range.start) apart.push(range);
  }
  return apart;
});
// Around the changes of 2026 in the five zones (March-April and September-November).
const nowArb = fc.oneof(
  fc.date({
    min: new Date('2026-03-01T00:00:00Z'),
    max: new Date('2026-04-10T00:00:00Z'),
    noInvalidDate: true,
  }),
  fc.date({
    min: new Date('2026-09-20T00:00:00Z'),
    max: new Date('2026-11-05T00:00:00Z'),
    noInvalidDate: true,
  }),
);
const caseArb = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  weekly: fc.array(dayArb, { minLength: 7, maxLength: 7 }),
  overrideDays: fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), dayArb), { maxLength: 3 }),
  minNoticeMinutes: fc.integer({ min: 0, max: 3 * 24 * 60 }),
  horizonDays: fc.integer({ min: 1, max: 21 }),
  bufferMinutes: fc.constantFrom(0, 5, 10, 15, 30),
  lengthMinutes: fc.constantFrom(15, 30, 45, 50, 60, 90, 120),
  stepMinutes: fc.constantFrom(15, 20, 30),
  now: nowArb,
  busy: fc.array(
    fc.tuple(fc.integer({ min: -24 * 60, max: 21 * 24 * 60 }), fc.integer({ min: 15, max: 120 })),
    { maxLength: 40 },
  ),
});

function build(sample: typeof caseArb extends fc.Arbitrary<infer T> ? T : never) {
  const rules: AvailabilityRules = {
    timeZone: sample.timeZone,
    weekly: sample.weekly,
    overrides: sample.overrideDays.map(([offset, ranges]) => ({
      date: civilDateOf(new Date(sample.now.getTime() + offset * 86_400_000), sample.timeZone),
      ranges,
    })),
    minNoticeMinutes: sample.minNoticeMinutes,
    horizonDays: sample.horizonDays,
    bufferMinutes: sample.bufferMinutes,
  };
  const busy = sample.busy.map(([offset, minutes]) => {
    const start = new Date(Math.floor(sample.now.getTime() / 60_000) * 60_000 + offset * 60_000);
    return { start, end: new Date(start.getTime() + minutes * 60_000) };
  });
  return {
    rules,
    busy,
    lengthMinutes: sample.lengthMinutes,
    now: sample.now,
    stepMinutes: sample.stepMinutes,
  };
}

describe('free slots: properties in five zones', () => {
  it('every slot is inside the working hours, past the notice, before the horizon, clear of appointments by the buffer', () => {
    fc.assert(
      fc.property(caseArb, (sample) => {
        const input = build(sample);
        const slots = freeSlots(input);
        const notice = sample.now.getTime() + sample.minNoticeMinutes * 60_000;
        const horizon = sample.now.getTime() + sample.horizonDays * 86_400_000;
        const buffer = sample.bufferMinutes * 60_000;
        let previous = -Infinity;
        for (const slot of slots) {
          expect(slot.start.getTime()).toBeGreaterThan(previous);
          previous = slot.start.getTime();
          expect(slot.end.getTime() - slot.start.getTime()).toBe(sample.lengthMinutes * 60_000);
          expect(slot.start.getTime()).toBeGreaterThanOrEqual(notice);
          expect(slot.start.getTime()).toBeLessThan(horizon);
          for (const busy of input.busy)
            expect(
              slot.start.getTime() < busy.end.getTime() + buffer &&
                slot.end.getTime() > busy.start.getTime() - buffer,
            ).toBe(false);
          // Inside one range of its own local date (or of the day before, for a range that ends at 24:00).
          const date = civilDateOf(slot.start, sample.timeZone);
          const inside = workingIntervals(input.rules, slot.start, slot.end).some(
            (interval) =>
              interval.start <= slot.start &&
              slot.end <= interval.end &&
              interval.range.inPerson === slot.inPerson,
          );
          expect(inside, `${date} ${toLocalInputs(slot.start, sample.timeZone).time}`).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('is complete: with nothing booked, every step of every range that fits is offered', () => {
    fc.assert(
      fc.property(caseArb, (sample) => {
        const input = { ...build(sample), busy: [] };
        const slots = new Set(freeSlots(input).map((slot) => slot.start.getTime()));
        const step = sample.stepMinutes * 60_000;
        const length = sample.lengthMinutes * 60_000;
        const from = sample.now.getTime() + sample.minNoticeMinutes * 60_000;
        const to = sample.now.getTime() + sample.horizonDays * 86_400_000;
        for (const interval of workingIntervals(input.rules, new Date(from), new Date(to + length))) {
          for (let start = interval.start.getTime(); start + length <= interval.end.getTime(); start += step)
            if (start >= from && start < to) expect(slots.has(start)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('an appointment booked in a free slot takes that slot away and never adds one', () => {
    fc.assert(
      fc.property(caseArb, fc.nat(), (sample, pick) => {
        const input = build(sample);
        const before = freeSlots(input);
        if (before.length === 0) return;
        const taken = before[pick % before.length]!;
        const after = freeSlots({ ...input, busy: [...input.busy, { start: taken.start, end: taken.end }] });
        const known = new Set(before.map((slot) => slot.start.getTime()));
        expect(after.every((slot) => known.has(slot.start.getTime()))).toBe(true);
        expect(after.some((slot) => slot.start.getTime() === taken.start.getTime())).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('reads each range on its own local date: the wall-clock ends hold in the provider’s zone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), nowArb, rangeArb, (timeZone, now, range) => {
        const date = civilDateOf(now, timeZone);
        const { start, end } = rangeInstants(range, date, timeZone);
        if (end <= start) return; // all of it in a spring-forward gap
        const startLocal = toLocalInputs(start, timeZone);
        expect(startLocal.date).toBe(date);
        expect(startLocal.time >= range.start).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
