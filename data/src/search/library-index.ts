/*
 * A practice's library (its blog or its help centre) as an inverted index of its words, held in memory (ADR 0043):
 * help search and the chatbot's fallback answer from it in a pass over a few posting lists, where the database's
 * full-text index evaluated each word over every practice's articles and read every matched row to sort it
 * (a two-word search of 100,000 help articles: 250-600 ms; from here, about a millisecond).
 *
 * Articles are numbered newest first (ordinal 0 is the newest), so a posting list in ascending order is already
 * the list's order, and the first `offset + limit` matches are a page. Words are the runs of letters, marks and
 * digits of the title and the text, lower-cased, each article's once; every run is kept, short ones and stopwords
 * included, so a substring made of such characters is decided from the vocabulary alone.
 */

/** An article as the index reads it: newest first, its title and its words (plain text). */
export interface IndexedArticle {
  id: string;
  writtenAt: Date;
  title: string;
  text: string;
}

/** What a search asks of a library: words that start words, and substrings of the title and the text. */
export interface LibraryQuery {
  /** Each must start a word of the article (a full-text word, as typed). */
  prefixes: string[];
  /** Each must be a substring of the article's words (short words, stopwords, anything else typed). */
  substrings: string[];
}

/** Where the matches of a query are: ordinals, newest first; `unsure` when a substring needs the full text. */
export interface LibraryMatches {
  ordinals: Int32Array;
  /** The substrings the index could narrow but not decide (they hold characters other than letters or digits). */
  unsure: string[];
}

const WORD_RUN = /[\p{L}\p{M}\p{N}]+/gu;
const WHOLE_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/** The words of a text as the index keeps them (and as a question's words are looked up). */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(WORD_RUN) ?? [];

/** Whether the index decides a substring on its own: letters, marks and digits only. */
export const isWordPart = (text: string) => WHOLE_WORD.test(text);

export class LibraryIndex {
  readonly ids: string[];
  readonly writtenAt: Float64Array;
  /** The vocabulary, sorted (prefixes are a range of it). */
  private readonly vocabulary: string[];
  /** Each word's articles, by the word's place in the vocabulary. */
  private readonly postings: Int32Array[];
  readonly postingCount: number;

  private constructor(ids: string[], writtenAt: Float64Array, words: Map<string, number[]>) {
    this.ids = ids;
    this.writtenAt = writtenAt;
    this.vocabulary = [...words.keys()].sort();
    this.postings = this.vocabulary.map((word) => Int32Array.from(words.get(word)!));
    this.postingCount = this.postings.reduce((sum, list) => sum + list.length, 0);
  }

  /** Builds the index of articles given newest first. */
  static build(articles: IndexedArticle[]): LibraryIndex {
    const words = new Map<string, number[]>();
    const writtenAt = new Float64Array(articles.length);
    articles.forEach((article, ordinal) => {
      writtenAt[ordinal] = article.writtenAt.getTime();
      for (const word of [...wordsOf(article.title), ...wordsOf(article.text)]) {
        const list = words.get(word);
        if (!list) words.set(word, [ordinal]);
        else if (list[list.length - 1] !== ordinal) list.push(ordinal);
      }
    });
    return new LibraryIndex(
      articles.map((article) => article.id),
      writtenAt,
      words,
    );
  }

  get size() {
    return this.ids.length;
  }

  /** The place of the first word of the vocabulary not before `text`. */
  private lowerBound(text: string): number {
    let low = 0;
    let high = this.vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.vocabulary[middle]! < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The vocabulary's words that start with `prefix` (a range of the sorted vocabulary). */
  private wordsStartingWith(prefix: string): number[] {
    const found: number[] = [];
    for (let k = this.lowerBound(prefix); this.vocabulary[k]?.startsWith(prefix); k += 1) found.push(k);
    return found;
  }

  private wordsHolding(part: string): number[] {
    const found: number[] = [];
    this.vocabulary.forEach((word, k) => {
      if (word.includes(part)) found.push(k);
    });
    return found;
  }

  /**
   * The articles matching every term of the query, newest first. A substring of letters and digits is decided
   * here (it lies inside one word); any other substring narrows the matches by its runs of letters and digits
   * and comes back in `unsure`, for the caller to test on the full text.
   */
  match(query: LibraryQuery): LibraryMatches {
    const lower = (terms: string[]) => terms.map((term) => term.toLowerCase()).filter((term) => term !== '');
    const unsure = lower(query.substrings).filter((term) => !isWordPart(term));
    const terms: number[][] = [
      ...lower(query.prefixes).map((prefix) => this.wordsStartingWith(prefix)),
      ...lower(query.substrings).flatMap((term) =>
        isWordPart(term) ? [this.wordsHolding(term)] : wordsOf(term).map((part) => this.wordsHolding(part)),
      ),
    ];
    if (terms.length === 0)
      return { ordinals: Int32Array.from({ length: this.ids.length }, (_v, k) => k), unsure };
    // `seen[o]` is how many terms in a row article o matched: it moves only from the previous term's count, so
    // an article is counted once per term however many of the term's words it holds.
    const seen = new Uint16Array(this.ids.length);
    terms.forEach((wordIndexes, term) => {
      for (const k of wordIndexes)
        for (const ordinal of this.postings[k]!) if (seen[ordinal] === term) seen[ordinal] = term + 1;
    });
    const wanted = terms.length;
    let matched = 0;
    for (let ordinal = 0; ordinal < seen.length; ordinal += 1) if (seen[ordinal] === wanted) matched += 1;
    const ordinals = new Int32Array(matched);
    for (let ordinal = 0, next = 0; next < matched; ordinal += 1)
      if (seen[ordinal] === wanted) ordinals[next++] = ordinal;
    return { ordinals, unsure };
  }

  /**
   * The article that best answers these words: each word an article holds whole adds its rarity
   * (`log(1 + articles / articles holding it)`), the highest sum wins, the newest among equals. Null when no
   * article holds any of them.
   */
  best(words: string[]): { ordinal: number; score: number } | null {
    const scores = new Float64Array(this.ids.length);
    for (const word of new Set(words.map((w) => w.toLowerCase()))) {
      const k = this.lowerBound(word);
      if (this.vocabulary[k] !== word) continue;
      const list = this.postings[k]!;
      const rarity = Math.log(1 + this.ids.length / list.length);
      for (const ordinal of list) scores[ordinal] = scores[ordinal]! + rarity;
    }
    let top = -1;
    for (let ordinal = 0; ordinal < scores.length; ordinal += 1)
      if (scores[ordinal]! > 0 && (top < 0 || scores[ordinal]! > scores[top]!)) top = ordinal;
    return top < 0 ? null : { ordinal: top, score: scores[top]! };
  }
}
