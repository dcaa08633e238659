import type { LocalDay } from '@tele/data/zoned-time';
import type { RouteAnswer } from '@tele/contract/routes';

/** What the legacy answer says of a month's days (its last day, each day's instants, their numbers). */
export interface WireMonth {
  start: string;
  end: string;
  days: number;
  array: Array<{ start: string; end: string }>;
  date: number[];
}

/** A kept month's wire days and their JSON text, from `"start"` to the end of `date`. */
interface KeptWireMonth {
  wire: Readonly<WireMonth>;
  text: string;
}

/**
 * Each kept month's wire days (`localMonthDays` keeps the days, frozen), worked out and written once; found again
 * by the days (`wireMonthOf`) and by the answer's `array`, which every answer of that month shares.
 */
const byDays = new WeakMap<readonly LocalDay[], KeptWireMonth>();
const byArray = new WeakMap<object, KeptWireMonth>();

/** The month's wire days, frozen: an answer only reads them. */
export function wireMonthOf(days: readonly LocalDay[]): Readonly<WireMonth> {
  return keptWireMonthOf(days).wire;
}

function keptWireMonthOf(days: readonly LocalDay[]): KeptWireMonth {
  let kept = byDays.get(days);
  if (!kept) {
    const last = days[days.length - 1]!;
    const wire: Readonly<WireMonth> = Object.freeze({
      start: last.start.toISOString(),
      end: last.end.toISOString(),
      days: days.length,
      array: Object.freeze(
        days.map((day) => Object.freeze({ start: day.start.toISOString(), end: day.end.toISOString() })),
      ) as WireMonth['array'],
      date: Object.freeze(days.map((_day, index) => index + 1)) as number[],
    });
    // The object's own text without its braces: the answer's other field (session_num) follows it.
    kept = { wire, text: JSON.stringify(wire).slice(1, -1) };
    byDays.set(days, kept);
    byArray.set(wire.array, kept);
  }
  return kept;
}

type GroupingEnvelope = RouteAnswer<'appointments/get-appointment-grouping'>;

/**
 * The chart's answer as JSON text, the month's days written once per month instead of once per answer: the
 * days are nine tenths of the text and the same in every answer of the month, and writing them by the schema
 * was a third of what the route allocated (ADR 0067). The text is the schema serialiser's, byte for byte
 * (`month-wire.test.ts`). Undefined for an answer whose month is not a kept one or whose counts are not plain
 * numbers: the schema's serialiser writes those.
 */
export function writeGroupingAnswer(answer: GroupingEnvelope): string | undefined {
  const results = answer.results;
  if (results === undefined) return undefined;
  const kept = byArray.get(results.array);
  if (
    kept === undefined ||
    results.start !== kept.wire.start ||
    results.end !== kept.wire.end ||
    results.days !== kept.wire.days ||
    results.date !== kept.wire.date ||
    !Array.isArray(results.session_num)
  )
    return undefined;
  let counts = '';
  for (let index = 0; index < results.session_num.length; index += 1) {
    const count = results.session_num[index];
    if (typeof count !== 'number' || !Number.isFinite(count)) return undefined;
    counts += index === 0 ? `${count}` : `,${count}`;
  }
  const msg = typeof answer.msg === 'string' ? `"msg":${JSON.stringify(answer.msg)},` : '';
  if (answer.msg !== undefined && msg === '') return undefined;
  return `{${msg}"results":{${kept.text},"session_num":[${counts}]}}`;
}
