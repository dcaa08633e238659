import { describe, expect, it } from 'vitest';
import type { SentRecord } from '@tele/legacy-api/repositories/notifications';
import { createSentRecorder } from './sent-recorder.js';

const sent = (id: string): SentRecord => ({
  id,
  providerMessageId: `msg-${id}`,
  sentAt: new Date('2026-11-21T09:00:00Z'),
});

describe('the sent recorder', () => {
  it('writes the sends of a few milliseconds in one statement, and answers each caller when it is written', async () => {
    const writes: string[][] = [];
    const recorder = createSentRecorder({
      waitMs: 20,
      write: async (records) => void writes.push(records.map((r) => r.id)),
    });
    await Promise.all([recorder.record(sent('a')), recorder.record(sent('b')), recorder.record(sent('c'))]);
    expect(writes).toEqual([['a', 'b', 'c']]);
    await recorder.record(sent('d'));
    expect(writes).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('writes at once when a batch is full', async () => {
    const writes: string[][] = [];
    const recorder = createSentRecorder({
      maxBatch: 2,
      waitMs: 60_000,
      write: async (records) => void writes.push(records.map((r) => r.id)),
    });
    await Promise.all([recorder.record(sent('a')), recorder.record(sent('b'))]);
    expect(writes).toEqual([['a', 'b']]);
  });

  it('tells every caller of a batch that failed, so each can try again', async () => {
    let isDown = true;
    const recorder = createSentRecorder({
      write: async () => {
        if (isDown) throw new Error('database away');
      },
    });
    const results = await Promise.allSettled([recorder.record(sent('a')), recorder.record(sent('b'))]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    isDown = false;
    await expect(recorder.record(sent('a'))).resolves.toBeUndefined();
  });
});
