import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@tele/contract/routes';
import { QUERY_MESSAGES } from '@tele/contract/messages';
import { localMonthDays } from '@tele/data/zoned-time';
import { serialisationSchemaOf } from '#api/http/answer-check.js';
import { wireMonthOf, writeGroupingAnswer } from './month-wire.js';

type Answer = Parameters<typeof writeGroupingAnswer>[0];

/** The chart's answer as Fastify writes it by the route's schema (what the route sent before ADR 0067). */
async function writtenBySchema(answer: Answer): Promise<string> {
  const server = Fastify();
  const schema = serialisationSchemaOf(ROUTES['appointments/get-appointment-grouping'].answer);
  server.post('/', { schema: { response: { 200: schema } } }, async () => answer);
  const response = await server.inject({ method: 'POST', url: '/' });
  await server.close();
  return response.body;
}

function chartAnswer(at: string, timeZone: string, counts?: (day: number) => number): Answer {
  const days = localMonthDays(new Date(at), timeZone);
  const session_num = days.map((_day, index) => counts?.(index) ?? (index * 7) % 5);
  return { msg: QUERY_MESSAGES.grouping, results: { ...wireMonthOf(days), session_num } };
}

describe('writeGroupingAnswer: the chart’s answer with its month written once', () => {
  it('writes what the schema writes, byte for byte, in whole-hour, half-hour and DST zones', async () => {
    const months: Array<[string, string]> = [
      ['2026-11-21T09:00:00Z', 'UTC'],
      ['2026-11-21T09:00:00Z', 'America/New_York'], // a 25-hour day (DST ends on November 1)
      ['2026-03-10T12:00:00Z', 'Europe/London'], // a 23-hour day (March 29)
      ['2028-02-10T12:00:00Z', 'Asia/Kolkata'], // 29 days, a half-hour zone
      ['2026-12-31T12:00:00Z', 'Pacific/Kiritimati'], // +14: already January there
      ['2026-10-05T12:00:00Z', 'Australia/Lord_Howe'], // a half-hour DST change
    ];
    for (const [at, timeZone] of months) {
      const answer = chartAnswer(at, timeZone);
      const written = writeGroupingAnswer(answer);
      expect(written, `${timeZone} at ${at}`).toBe(await writtenBySchema(answer));
    }
  });

  it('writes the same month for every answer of it, with each answer’s own counts', async () => {
    const first = chartAnswer('2026-11-21T09:00:00Z', 'UTC', () => 0);
    const second = chartAnswer('2026-11-02T09:00:00Z', 'UTC', (day) => (day === 29 ? 12 : 1));
    expect(JSON.parse(writeGroupingAnswer(first)!).results.session_num).toEqual(Array(30).fill(0));
    expect(writeGroupingAnswer(second)).toBe(await writtenBySchema(second));
  });

  it('leaves an answer to the schema when its month is not a kept one or a count is not a plain number', () => {
    const kept = chartAnswer('2026-11-21T09:00:00Z', 'UTC');
    const copied = { ...kept, results: { ...kept.results!, array: [...kept.results!.array] } };
    expect(writeGroupingAnswer(copied)).toBeUndefined();
    const otherDate = { ...kept, results: { ...kept.results!, date: [...kept.results!.date] } };
    expect(writeGroupingAnswer(otherDate)).toBeUndefined();
    const notANumber = { ...kept, results: { ...kept.results!, session_num: [Number.NaN] } };
    expect(writeGroupingAnswer(notANumber)).toBeUndefined();
    expect(writeGroupingAnswer({ msg: 'Successful' })).toBeUndefined();
  });
});
