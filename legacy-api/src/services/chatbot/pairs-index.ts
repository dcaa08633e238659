import type { Db } from '@tele/data/db';
import { findChatbotQuestions, findChatbotVersion } from '@tele/data/repositories/chatbot';
import { BigramIndex, bigramsOf } from './reply-engine.js';

/*
 * Each API instance keeps a practice's pairs as bigram counts, so a question costs one indexed read (the
 * practice's `chatbot_versions` row) and a pass over counts, not a load of the table. The copy is keyed by the
 * version it was built at: a change made through any instance moves the version in its own transaction, and
 * the next question here sees the copy is stale and rebuilds it. Bounded: the least recently asked practices
 * are dropped first.
 */

export interface PairsSnapshot {
  version: number;
  /** The questions' bigrams, indexed (`BigramIndex.bestMatch`). */
  questions: BigramIndex;
  answers: string[];
}

export interface PairsIndex {
  /** The practice's pairs as of now (rebuilt when the stored version moved). */
  read(db: Db, practiceId: string): Promise<PairsSnapshot>;
}

export const PAIRS_INDEX_PRACTICES = 500;

/** The two reads the index makes; the repository's unless a test gives its own. */
export interface PairsReads {
  findVersion: typeof findChatbotVersion;
  findQuestions: typeof findChatbotQuestions;
}

const REPOSITORY_READS: PairsReads = {
  findVersion: findChatbotVersion,
  findQuestions: findChatbotQuestions,
};

export function createPairsIndex(
  maxPractices = PAIRS_INDEX_PRACTICES,
  reads: PairsReads = REPOSITORY_READS,
): PairsIndex {
  const snapshots = new Map<string, PairsSnapshot>();

  function remember(practiceId: string, snapshot: PairsSnapshot) {
    snapshots.delete(practiceId);
    snapshots.set(practiceId, snapshot);
    while (snapshots.size > maxPractices) snapshots.delete(snapshots.keys().next().value!);
  }

  return {
    async read(db, practiceId) {
      const version = await reads.findVersion(db, practiceId);
      const cached = snapshots.get(practiceId);
      if (cached && cached.version === version) {
        remember(practiceId, cached);
        return cached;
      }
      // Read after the version: a change landing in between makes this copy look older than it is, and the
      // next question rebuilds it; never the other way round.
      const pairs = version === 0 ? [] : await reads.findQuestions(db, practiceId);
      const snapshot: PairsSnapshot = {
        version,
        questions: new BigramIndex(pairs.map((pair) => bigramsOf(pair.originQuestion))),
        answers: pairs.map((pair) => pair.answer),
      };
      remember(practiceId, snapshot);
      return snapshot;
    },
  };
}

/** One index per running app (its dependencies object), so two instances in one process do not share one. */
const indexes = new WeakMap<object, PairsIndex>();

export function pairsIndexOf(owner: object): PairsIndex {
  let index = indexes.get(owner);
  if (!index) {
    index = createPairsIndex();
    indexes.set(owner, index);
  }
  return index;
}
