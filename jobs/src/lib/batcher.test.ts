import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.js';

/** A batcher that doubles numbers, noting each batch it ran. */
function doubler(options: { maxBatch?: number; waitMs?: number } = {}) {
  const batches: number[][] = [];
  const double = createBatcher({
    ...options,
    run: async (items: number[]) => {
      batches.push(items);
      return items.map((item) => item * 2);
    },
  });
  return { double, batches };
}

describe('the batcher', () => {
  it('runs the calls of a few milliseconds as one batch, and answers each caller with its own result', async () => {
    const { double, batches } = doubler({ waitMs: 20 });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(await double(4)).toBe(8);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('runs a full batch at once', async () => {
    const { double, batches } = doubler({ maxBatch: 2, waitMs: 60_000 });
    expect(await Promise.all([double(1), double(2)])).toEqual([2, 4]);
    expect(batches).toEqual([[1, 2]]);
  });

  it('tells every caller of a batch that failed, so each can try again', async () => {
    let isDown = true;
    const write = createBatcher({
      run: async (items: string[]) => {
        if (isDown) throw new Error('database away');
        return items.map(() => undefined);
      },
    });
    const results = await Promise.allSettled([write('a'), write('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    isDown = false;
    await expect(write('a')).resolves.toBeUndefined();
  });

  it('rejects a batch that answered the wrong number of results rather than guess', async () => {
    const broken = createBatcher({ run: async (items: number[]) => items.slice(1) });
    await expect(Promise.all([broken(1), broken(2)])).rejects.toThrow('a batch of 2 answered 1 results');
  });
});
