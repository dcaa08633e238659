import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHATBOT_FLAGS } from '@tele/contract/library-messages';
import {
  BigramIndex,
  bigramsOf,
  compareTwoStrings,
  findBestMatch,
  flagOf,
  isCloseEnough,
  tokenise,
} from './reply-engine.js';
import { createPairsIndex } from './pairs-index.js';
import { excerptOf } from './learn-chatbot.js';

describe('the legacy tokeniser', () => {
  it('drops punctuation, the first &nbsp and empty words, and splits on single spaces', () => {
    expect(tokenise('How do I (re)book a session?')).toEqual(['How', 'do', 'I', 'rebook', 'a', 'session']);
    expect(tokenise('a,b;c:d [x] y.\nz')).toEqual(['abcd', 'x', 'yz']);
    expect(tokenise('one&nbsp two&nbsp  three')).toEqual(['one', 'two&nbsp', 'three']);
    expect(tokenise('   ')).toEqual([]);
  });
});

describe('keyword routing', () => {
  it('flags greetings, pricing, training and technical support by exact word, in that order', () => {
    expect(flagOf(tokenise('hi there, what is the pricing?'))).toBe(CHATBOT_FLAGS.greet);
    expect(flagOf(tokenise('what about pricing and training'))).toBe(CHATBOT_FLAGS.pricing);
    expect(flagOf(tokenise('subscription'))).toBe(CHATBOT_FLAGS.pricing);
    expect(flagOf(tokenise('i want to train my staff'))).toBe(CHATBOT_FLAGS.training);
    expect(flagOf(tokenise('technical support please'))).toBe(CHATBOT_FLAGS.technical);
    expect(flagOf(tokenise('how do i invite a client'))).toBe(CHATBOT_FLAGS.general);
  });

  it('is case-sensitive and needs the whole word (the widget lower-cases before asking)', () => {
    expect(flagOf(tokenise('Hello'))).toBe(CHATBOT_FLAGS.general);
    expect(flagOf(tokenise('hellos and pricingplans'))).toBe(CHATBOT_FLAGS.general);
    expect(flagOf(tokenise('hello?'))).toBe(CHATBOT_FLAGS.greet);
  });
});

describe('string-similarity v4 compareTwoStrings', () => {
  it('scores identical strings 1, even empty ones, and anything shorter than 2 characters 0', () => {
    expect(compareTwoStrings('french', 'french')).toBe(1);
    expect(compareTwoStrings('', '')).toBe(1);
    expect(compareTwoStrings('a', 'a')).toBe(1);
    expect(compareTwoStrings('a', 'ab')).toBe(0);
    expect(compareTwoStrings('', 'ab')).toBe(0);
  });

  it('removes all whitespace before comparing', () => {
    expect(compareTwoStrings('how are you', 'howareyou')).toBe(1);
    expect(compareTwoStrings(' a\tb\n', 'ab')).toBe(1);
  });

  it('is the Dice coefficient over bigrams as a multiset (the library’s own examples)', () => {
    expect(compareTwoStrings('healed', 'sealed')).toBeCloseTo(0.8);
    expect(
      compareTwoStrings(
        'Olive-green table for sale, in extremely good condition.',
        'For sale: table in very good  condition, olive green in colour.',
      ),
    ).toBeCloseTo(0.6060606060606061);
    expect(compareTwoStrings('aaaa', 'aa')).toBeCloseTo((2 * 1) / (4 + 2 - 2));
    expect(compareTwoStrings('aaaa', 'aaa')).toBeCloseTo((2 * 2) / (4 + 3 - 2));
  });

  it('is case-sensitive', () => {
    expect(compareTwoStrings('HELLO', 'hello')).toBe(0);
  });
});

describe('findBestMatch', () => {
  const candidates = (texts: string[]) => texts.map(bigramsOf);

  it('lets the first of equally good candidates win', () => {
    const best = findBestMatch(
      bigramsOf('book a session'),
      candidates(['cancel', 'book a session', 'book a session']),
    );
    expect(best).toEqual({ index: 1, rating: 1 });
  });

  it('has no best of no candidates (the legacy threw and never answered)', () => {
    expect(findBestMatch(bigramsOf('anything'), [])).toBeNull();
  });

  it('answers only strictly above 0.4', () => {
    expect(isCloseEnough(0.4)).toBe(false);
    expect(isCloseEnough(0.41)).toBe(true);
    // 'abcd' vs 'abxy': one common bigram of 3 + 3 → 2/6.
    expect(isCloseEnough(compareTwoStrings('abcd', 'abxy'))).toBe(false);
  });
});

describe('the bigram index', () => {
  it('rates and picks exactly as findBestMatch does, first best winning', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', 'A', 'é'), maxLength: 12 });
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 12 }), (message, candidates) => {
        const asked = bigramsOf(message);
        const each = candidates.map(bigramsOf);
        expect(new BigramIndex(each).bestMatch(asked)).toEqual(findBestMatch(asked, each));
      }),
      { numRuns: 500 },
    );
  });
});

describe('the pairs index', () => {
  it('rebuilds a practice only when its version moved, and forgets the least recently asked', async () => {
    let version = 1;
    let loads = 0;
    const rows = [{ origin_question: 'how do i book', answer: 'From the calendar.' }];
    const db = {};
    // Stand-ins for the two reads the index makes (the version row and the practice's questions).
    const index = createPairsIndex(2, {
      findVersion: async () => version,
      findQuestions: async () => {
        loads += 1;
        return rows.map((row) => ({ originQuestion: row.origin_question, answer: row.answer }));
      },
    });
    const first = await index.read(db as never, 'p1');
    expect(first.answers).toEqual(['From the calendar.']);
    await index.read(db as never, 'p1');
    expect(loads).toBe(1);
    version = 2;
    await index.read(db as never, 'p1');
    expect(loads).toBe(2);
    await index.read(db as never, 'p2');
    await index.read(db as never, 'p3');
    await index.read(db as never, 'p1');
    expect(loads).toBe(5);
  });
});

describe('excerptOf', () => {
  it('keeps a short text whole and cuts a long one at a word boundary with an ellipsis', () => {
    expect(excerptOf('  Short   text ')).toBe('Short text');
    const long = `${'word '.repeat(50)}end`;
    const excerpt = excerptOf(long);
    expect(excerpt.length).toBeLessThanOrEqual(161);
    expect(excerpt.endsWith('word…')).toBe(true);
  });
});
