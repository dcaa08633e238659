import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as ours from './big-calendar-lodash.ts';

// lodash itself (react-big-calendar's dependency, untyped here): what the browser build's replacements must match.
const require = createRequire(import.meta.url);
const lodash = (name: string) => require(`lodash/${name}`) as (...args: unknown[]) => unknown;

describe("react-big-calendar's lodash functions, as its Week and Day views call them", () => {
  it('collects the views named by an array, as Calendar does, with transform', () => {
    const views = { week: 'Week', day: 'Day', month: 'Month' } as Record<string, string>;
    const call = (transform: typeof ours.transform) =>
      transform(
        ['week', 'day'],
        (obj: Record<string, string>, name) => (obj[name as string] = views[name as string]!),
        {},
      );
    expect(call(ours.transform)).toEqual(call(lodash('transform') as typeof ours.transform));
    expect(call(ours.transform)).toEqual({ week: 'Week', day: 'Day' });
  });

  it('stops a transform when the iteratee returns false', () => {
    const seen: unknown[] = [];
    ours.transform([1, 2, 3], (acc: unknown[], value) => (seen.push(value), value !== 2), seen);
    expect(seen).toEqual([1, 2]);
  });

  it('maps an object of views with mapValues', () => {
    const views = { week: true, day: 'MyDay' };
    const iteratee = (value: unknown, key: string) => (value === true ? `${key}!` : value);
    expect(ours.mapValues(views, iteratee)).toEqual(lodash('mapValues')(views, iteratee));
  });

  it('merges components with defaults (in place) over omit, as Calendar does', () => {
    const make = () => ({ week: { event: 'WeekEvent' }, event: 'Event', header: undefined, day: {} });
    const fallbacks = { eventWrapper: 'Noop', event: 'Default' };
    const oursComponents = make();
    const theirsComponents = make();
    const oursResult = ours.defaults(
      oursComponents.week,
      ours.omit(oursComponents, ['week', 'day']),
      fallbacks,
    );
    const theirsResult = lodash('defaults')(
      theirsComponents.week,
      lodash('omit')(theirsComponents, ['week', 'day']),
      fallbacks,
    );
    expect(oursResult).toEqual(theirsResult);
    expect(oursResult).toBe(oursComponents.week);
    expect(oursComponents).toEqual(theirsComponents);
  });

  it('counts slots with range, and finds a day with findIndex', () => {
    for (const [start, end] of [
      [2, 5],
      [0, 0],
      [3, 1],
    ] as const)
      expect(ours.range(start, end)).toEqual(lodash('range')(start, end));
    expect(ours.range(4)).toEqual([0, 1, 2, 3]);
    const days = [10, 11, 12];
    expect(ours.findIndex(days, (day) => day === 12)).toBe(2);
    expect(ours.findIndex(days, (day) => day === 13)).toBe(
      lodash('findIndex')(days, (day: number) => day === 13),
    );
  });

  it('sorts events by start, then the longer first, stably, as the overlap layout does', () => {
    const events = [
      { id: 'a', startMs: 30, endMs: 60 },
      { id: 'b', startMs: 0, endMs: 20 },
      { id: 'c', startMs: 30, endMs: 90 },
      { id: 'd', startMs: 0, endMs: 20 },
      { id: 'e', startMs: 30, endMs: 60 },
    ];
    const iteratees = ['startMs', (event: { endMs: number }) => -event.endMs];
    const sorted = ours.sortBy(events, iteratees).map((event) => event.id);
    expect(sorted).toEqual((lodash('sortBy')(events, iteratees) as typeof events).map((event) => event.id));
    expect(sorted).toEqual(['b', 'd', 'c', 'a', 'e']);
    expect(events[0]!.id).toBe('a');
  });

  it('tells the selected event by deep equality, dates by their time', () => {
    const event = () => ({
      id: '7',
      start: new Date('2026-11-26T10:00:00Z'),
      appointment: { clients: [{ id: 1 }], type: null },
    });
    const other = { ...event(), start: new Date('2026-11-26T10:20:00Z') };
    const pairs: [unknown, unknown][] = [
      [event(), event()],
      [event(), other],
      [event(), { ...event(), extra: undefined }],
      [{ ...event(), appointment: { clients: [{ id: 2 }], type: null } }, event()],
      [
        [1, 2],
        [1, 2],
      ],
      [[1, 2], { 0: 1, 1: 2 }],
      [NaN, NaN],
      [null, undefined],
    ];
    for (const [a, b] of pairs)
      expect(ours.isEqual(a, b), JSON.stringify([a, b])).toBe(lodash('isEqual')(a, b));
  });
});
