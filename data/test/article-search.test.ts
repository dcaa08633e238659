import { describe, expect, it } from 'vitest';
import { searchTermsOf } from '../src/repositories/articles.js';
import { LibraryIndex, type IndexedArticle } from '../src/search/library-index.js';
import { createLibraryIndexes } from '../src/search/library-indexes.js';

// Help search's reading of the words typed, the library index that answers it and the chatbot's fallback, and
// the copy each instance keeps (ADR 0043).

describe('help search terms', () => {
  it('makes words of three letters or more the starts of words; short words and stopwords stay substrings', () => {
    expect(searchTermsOf(['sleep', 'routine'])).toEqual({ prefixes: ['sleep', 'routine'], substrings: [] });
    expect(searchTermsOf(['how', 'to', 'tv', 'invite', 'with'])).toEqual({
      prefixes: ['invite'],
      substrings: ['how', 'to', 'tv', 'with'],
    });
    expect(searchTermsOf(['100%', 'under_score', "don't", 'café'])).toEqual({
      prefixes: ['café'],
      substrings: ['100%', 'under_score', "don't"],
    });
    expect(searchTermsOf(['x'.repeat(85)])).toEqual({ prefixes: [], substrings: ['x'.repeat(85)] });
  });

  it('drops the characters the original read as operators, so none widens a search', () => {
    expect(searchTermsOf(['+sleep*', '-routine', '"dark"', '~(cool)', '<bed>', '@8'])).toEqual({
      prefixes: ['sleep', 'routine', 'dark', 'cool', 'bed'],
      substrings: ['8'],
    });
    expect(searchTermsOf(['*', '+', '~'])).toEqual({ prefixes: [], substrings: [] });
  });
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));
/** Newest first, as the index is given them. */
const ARTICLES: IndexedArticle[] = [
  { id: 'a4', writtenAt: at(4), title: 'Fees: 100% refunds', text: 'Under_score and 50% off.' },
  { id: 'a3', writtenAt: at(3), title: 'Sleeping well', text: 'A routine, darkness and a cool room.' },
  { id: 'a2', writtenAt: at(2), title: 'How to invite a client', text: 'Open Clients, then Add client.' },
  {
    id: 'a1',
    writtenAt: at(1),
    title: 'Sleep routine',
    text: 'Keep the same routine for sleep; Ünïcode wörds.',
  },
];
const index = LibraryIndex.build(ARTICLES);
const ids = (query: { prefixes?: string[]; substrings?: string[] }) => {
  const { ordinals, unsure } = index.match({ prefixes: [], substrings: [], ...query });
  return { ids: Array.from(ordinals, (o) => index.ids[o]), unsure };
};

describe('the library index', () => {
  it('finds the articles holding every term, newest first: prefixes start words, substrings lie in them', () => {
    expect(ids({ prefixes: ['sleep'] }).ids).toEqual(['a3', 'a1']);
    expect(ids({ prefixes: ['sleep', 'routine'] }).ids).toEqual(['a3', 'a1']);
    expect(ids({ prefixes: ['leep'] }).ids).toEqual([]); // a prefix never matches inside a word
    expect(ids({ substrings: ['leep'] }).ids).toEqual(['a3', 'a1']);
    expect(ids({ prefixes: ['client'], substrings: ['to'] }).ids).toEqual(['a2']);
    expect(ids({ prefixes: ['WÖRD'] }).ids).toEqual(['a1']); // any case, any letters
    expect(ids({ prefixes: ['sleepingwell'] }).ids).toEqual([]); // never across words
    expect(ids({}).ids).toEqual(['a4', 'a3', 'a2', 'a1']);
  });

  it('narrows by a substring it cannot decide and hands that substring back to be tested on the text', () => {
    expect(ids({ substrings: ['100%'] })).toEqual({ ids: ['a4'], unsure: ['100%'] });
    expect(ids({ substrings: ['n_e'] })).toEqual({ ids: ['a4', 'a3', 'a2', 'a1'], unsure: ['n_e'] });
    expect(ids({ substrings: ['%'] })).toEqual({ ids: ['a4', 'a3', 'a2', 'a1'], unsure: ['%'] });
  });

  it('answers a question by the rarest words an article holds whole, the newest among equals', () => {
    const best = (words: string[]) => {
      const found = index.best(words);
      return found ? index.ids[found.ordinal] : null;
    };
    expect(best(['sleep'])).toBe('a1'); // only a1 holds "sleep" whole ("sleeping" is another word)
    expect(best(['routine'])).toBe('a3'); // both hold it: the newer
    expect(best(['routine', 'cool'])).toBe('a3');
    expect(best(['routine', 'same'])).toBe('a1');
    expect(best(['zebra'])).toBeNull();
    expect(best([])).toBeNull();
  });
});

describe('the indexes an instance keeps', () => {
  function library() {
    const state = { version: 1, articles: ARTICLES.slice(1), builds: 0 };
    const indexes = createLibraryIndexes({
      version: async () => state.version,
      articles: async () => {
        state.builds += 1;
        return state.articles;
      },
    });
    return { state, indexes };
  }

  it('builds once for many at once, and again only when the version moved', async () => {
    const { state, indexes } = library();
    const all = await Promise.all(Array.from({ length: 5 }, () => indexes.read('p1', 'help')));
    expect(new Set(all).size).toBe(1);
    expect(state.builds).toBe(1);
    await indexes.read('p1', 'help');
    expect(state.builds).toBe(1);
    state.articles = ARTICLES;
    state.version = 2;
    expect((await indexes.read('p1', 'help')).size).toBe(4);
    expect(state.builds).toBe(2);
  });

  it('keeps libraries apart and drops the least recently used past its bound', async () => {
    const state = { builds: 0 };
    const indexes = createLibraryIndexes(
      {
        version: async () => 1,
        articles: async (practiceId) => {
          state.builds += 1;
          return practiceId === 'p1' ? ARTICLES : ARTICLES.slice(0, 1);
        },
      },
      index.postingCount,
    );
    expect((await indexes.read('p1', 'help')).size).toBe(4);
    expect((await indexes.read('p1', 'blog')).size).toBe(4);
    expect((await indexes.read('p2', 'help')).size).toBe(1);
    expect(state.builds).toBe(3);
    await indexes.read('p1', 'help'); // dropped for the others: built again
    expect(state.builds).toBe(4);
  });

  it('forgets a build that failed, so the next read tries again', async () => {
    let fail = true;
    const indexes = createLibraryIndexes({
      version: async () => 1,
      articles: async () => {
        if (fail) throw new Error('the database is away');
        return ARTICLES;
      },
    });
    await expect(indexes.read('p1', 'help')).rejects.toThrow('the database is away');
    fail = false;
    expect((await indexes.read('p1', 'help')).size).toBe(4);
  });
});
