import { LibraryIndex, type IndexedArticle } from './library-index.js';

/*
 * The libraries' indexes one process keeps (ADR 0043), as the chatbot keeps its pairs: each keyed by the version
 * its library had when it was read. Every write to a library moves the version in its own transaction (the
 * counts row of `article_counts`), so each use reads the version first (one indexed row or a few) and a change
 * made through any instance is seen at the next search here. One build at a time per library however many ask
 * at once; bounded by the postings held, the least recently used library dropped first.
 */

export type LibraryName = 'blog' | 'help';

/** The two reads an index needs, by whoever keeps it (the API's repository, the benchmark's floor). */
export interface LibraryReads {
  /** The library's version: moves with every write to it. */
  version(practiceId: string, library: LibraryName): Promise<number>;
  /** The library's live articles, newest first. */
  articles(practiceId: string, library: LibraryName): Promise<IndexedArticle[]>;
}

/** About 40 MB of posting lists (a library of 100,000 articles of 50 words is 5,000,000). */
export const LIBRARY_INDEX_MAX_POSTINGS = 10_000_000;

interface Entry {
  version: number;
  index: Promise<LibraryIndex>;
  postings: number;
}

export interface LibraryIndexes {
  /** The library as of now (built again when its version moved). */
  read(practiceId: string, library: LibraryName): Promise<LibraryIndex>;
}

export function createLibraryIndexes(
  reads: LibraryReads,
  maxPostings = LIBRARY_INDEX_MAX_POSTINGS,
): LibraryIndexes {
  const entries = new Map<string, Entry>();

  function touch(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
  }

  function trim(keep: string) {
    let held = [...entries.values()].reduce((sum, entry) => sum + entry.postings, 0);
    for (const [key, entry] of entries) {
      if (held <= maxPostings) break;
      if (key === keep) continue;
      entries.delete(key);
      held -= entry.postings;
    }
  }

  return {
    async read(practiceId, library) {
      const key = `${practiceId}:${library}`;
      const version = await reads.version(practiceId, library);
      const cached = entries.get(key);
      if (cached && cached.version >= version) {
        touch(key, cached);
        return cached.index;
      }
      // Read after the version: a write landing in between makes this copy look older than it is, and the next
      // search builds it again; never the other way round.
      const entry: Entry = {
        version,
        index: reads.articles(practiceId, library).then(LibraryIndex.build),
        postings: 0,
      };
      touch(key, entry);
      try {
        const index = await entry.index;
        entry.postings = index.postingCount;
        trim(key);
        return index;
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
  };
}
