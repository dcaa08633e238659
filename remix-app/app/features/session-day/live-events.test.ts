import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  createSseParser,
  liveEventsPath,
  readLiveEvent,
  reconnectDelayMs,
} from '#app/features/session-day/live-events.ts';

function parseAll(chunks: string[]): string[] {
  const frames: string[] = [];
  const parser = createSseParser((data) => frames.push(data));
  for (const chunk of chunks) parser.push(chunk);
  return frames;
}

describe('createSseParser', () => {
  test('reads the legacy frames, ignoring keep-alive comments', () => {
    expect(
      parseAll(['data: {"status":"ok"}\n\n', ': keep-alive\n\n', 'data: true\n\ndata: false\n\n']),
    ).toEqual(['{"status":"ok"}', 'true', 'false']);
  });

  test('a frame split anywhere across chunks, with CRLF or CR line ends, reads the same', () => {
    const stream =
      'data: {"status":"ok"}\r\n\r\ndata: "The meeting time is already passed"\r\rdata: true\n\n';
    const expected = ['{"status":"ok"}', '"The meeting time is already passed"', 'true'];
    expect(parseAll([stream])).toEqual(expected);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: stream.length }), { maxLength: 8 }), (cuts) => {
        const points = [0, ...[...cuts].sort((a, b) => a - b), stream.length];
        const chunks = points.slice(1).map((end, index) => stream.slice(points[index], end));
        expect(parseAll(chunks)).toEqual(expected);
      }),
    );
  });

  test('joins multi-line data, keeps a missing space, ignores other fields and unfinished frames', () => {
    expect(parseAll(['event: x\nid: 1\nretry: 10\ndata:{"a":\ndata: 1}\n\n', 'data: true'])).toEqual([
      '{"a":\n1}',
    ]);
    expect(parseAll(['data\n\n'])).toEqual(['']);
  });
});

describe('readLiveEvent', () => {
  test('maps each legacy payload', () => {
    expect(readLiveEvent('{"status":"ok"}')).toEqual({ kind: 'connected' });
    expect(readLiveEvent('{"status":"unavailable"}')).toEqual({ kind: 'unavailable' });
    expect(readLiveEvent('true')).toEqual({ kind: 'allow', isAllowed: true });
    expect(readLiveEvent('false')).toEqual({ kind: 'allow', isAllowed: false });
    expect(readLiveEvent('"The meeting time is already passed"')).toEqual({
      kind: 'time-passed',
      message: 'The meeting time is already passed',
    });
  });

  test('anything else is unknown, never a throw', () => {
    for (const data of ['', 'nope', '{}', '42', 'null', '""', '{"status":"other"}']) {
      expect(readLiveEvent(data)).toEqual({ kind: 'unknown' });
    }
  });
});

test('reconnection backs off from about 1 s to at most 30 s', () => {
  expect(reconnectDelayMs(0, () => 0)).toBe(500);
  expect(reconnectDelayMs(0, () => 1)).toBe(1000);
  expect(reconnectDelayMs(3, () => 0.5)).toBe(6000);
  expect(reconnectDelayMs(10, () => 1)).toBe(30_000);
  expect(reconnectDelayMs(50, () => 0)).toBe(15_000);
});

test('the browser listens on the web app, with the key for invitees', () => {
  expect(liveEventsPath({ id: '65a1b2c3d4e5f60718293c01', key: 'k y' })).toBe(
    '/invited-room/65a1b2c3d4e5f60718293c01/events?key=k%20y',
  );
  expect(liveEventsPath({ id: '65a1b2c3d4e5f60718293c01' })).toBe('/room/65a1b2c3d4e5f60718293c01/events');
  expect(liveEventsPath({ id: '65a1b2c3d4e5f60718293c01', isClient: true })).toBe(
    '/client-session/65a1b2c3d4e5f60718293c01/events',
  );
});
