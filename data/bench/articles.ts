import mysql from 'mysql2/promise';
import { createHash } from 'node:crypto';
import { derivePasswordHash } from '../src/lib/passwords.js';
import { BENCH_PASSWORD } from './seed.js';
import { generationOf, insertRows, seedCachedDatabase, type CachedDatabase } from './cached-database.js';
import { RECOUNT_ARTICLES_SQL } from '../src/repositories/articles.js';

/**
 * Practices at publishing scale for the benchmarks (issue 28, ADR 0043), in one database:
 * - the library practice: 5 team members (a super owner, an owner, an administrator, two providers) who wrote
 *   `articles` blog articles and as many help articles, one a minute, in 8 blog categories and the help centre's
 *   6, a quarter of them with a picture; the lists and help search are read there;
 * - the chatbot practice: an owner, `chatbotPairs` question-and-answer pairs and `chatbotArticles` help articles:
 *   `learn-chatbot` answers there, from a pair or from an article.
 * Every article's words come from the same small vocabulary (so a two-word search matches a share of them, and
 * the chatbot's fallback finds one); ids rise with time, as the API makes them. Rows go in by INSERT ... SELECT
 * from MariaDB's sequence engine, 20,000 at a time: 100,000 articles a library in well under a minute.
 */
export const ARTICLE_TEAM = 5;
export const ARTICLE_BLOG_CATEGORIES = 8;
export const HELP_CATEGORY_COUNT = 6;

export interface ArticleSizes {
  /** Articles in each library (blog and help) of the library practice. */
  articles: number;
  /** The chatbot practice's pairs and help articles. */
  chatbotPairs: number;
  chatbotArticles: number;
}

const idFor = (kind: string, n: number) =>
  (0x66000000 + (kind.charCodeAt(0) << 16)).toString(16).padStart(8, '0') +
  createHash('md5').update(`articles-${kind}${n}`).digest('hex').slice(0, 16);

export const articlePracticeId = idFor('P', 0);
export const chatbotPracticeId = idFor('P', 1);
/** The library practice's team: 0 its super owner, 1 an owner, 2 an administrator, 3 and 4 providers. */
export const articleMemberId = (k: number) => idFor('U', k);
export const articleMemberEmail = (k: number) => `articles-${k}@bench.test`;
export const chatbotOwnerId = idFor('U', 100);
export const chatbotOwnerEmail = 'articles-chatbot@bench.test';
const ROLES = ['super_owner', 'owner', 'administrator', 'provider', 'provider'] as const;

/** The blog's categories of the library practice, keyed '1'... as the API numbers them. */
export const BLOG_CATEGORY_NAMES = [
  'Anxiety',
  'Sleep',
  'Relationships',
  'Work and stress',
  'Parenting',
  'Grief',
  'Habits',
  'News from the practice',
];

const TOPICS = [
  'Sleep',
  'Anxiety',
  'Grief',
  'Burnout',
  'Parenting',
  'Focus',
  'Mindfulness',
  'Stress',
  'Anger',
  'Loneliness',
  'Motivation',
  'Habits',
  'Boundaries',
];
const ANGLES = [
  'routines that last',
  'at work',
  'for beginners',
  'after a loss',
  'in the evening',
  'when it comes back',
  'with a partner',
  'and the body',
  'in small steps',
  'without guilt',
  'for teenagers',
];
const OPENINGS = [
  'Most people notice the first signs long before they name them.',
  'A steady sleep routine is the quiet base of every other change.',
  'Worry tends to grow in the hours when nothing else asks for attention.',
  'Small habits repeated daily outweigh one large effort made once.',
  'The body often keeps the score of what the mind tries to set aside.',
  'Talking about it with someone you trust is a first step, not a last resort.',
  'A short breathing exercise can lower the heart rate within minutes.',
  'Families go through changes together, even when only one person is in therapy.',
  'Writing down one thought a day makes patterns visible after a few weeks.',
  'Rest is not a reward for finished work; it is part of the work.',
  'Setting a limit kindly is still setting a limit.',
  'Progress is rarely a straight line, and setbacks carry information.',
  'Evenings without screens help the mind slow down before bed.',
];
const MIDDLES = [
  'Try naming the feeling before you act on it, and notice where it sits in the body.',
  'Keep the same wake-up time on weekdays and weekends for two weeks and see what changes.',
  'When a thought repeats, write it down and ask what evidence supports it and what does not.',
  'A walk outside at midday helps both the mood and the night that follows.',
  'Plan one pleasant activity each day, however small, and keep it on the calendar.',
  'Share the plan with someone close so that they can support it without taking it over.',
  'Notice which conversations leave you tired and which leave you lighter.',
  'Break the task into the first five minutes and begin only those.',
  'Limit caffeine after noon and keep the bedroom cool and dark.',
  'Practise the exercise when calm, so that it is familiar when stress arrives.',
  'Ask for help early: a short session now can spare a long struggle later.',
];
const CLOSINGS = [
  'Bring what you noticed to your next session and we will look at it together.',
  'If the difficulty lasts more than a few weeks, tell your provider.',
  'None of this replaces care; it supports it between sessions.',
  'Be patient with yourself while a new routine settles in.',
  'Your provider can adapt these ideas to your own situation.',
  'Reach out through the portal if you want to talk about any of this.',
  'Come back to this page whenever it is useful.',
];
/** The two-word search the benchmark types: both words are in a share of the articles (help-center-search). */
export const HELP_SEARCH_QUERY = 'sleep routine';

const elt = (words: readonly string[], seed: string) =>
  `ELT(1 + (${seed}) % ${words.length}, ${words.map((w) => mysql.escape(w)).join(', ')})`;

/** The chatbot practice's pairs: the question as typed (distinct), its answer. */
const PAIR_VERBS = [
  'change',
  'cancel',
  'reschedule',
  'update',
  'find',
  'share',
  'download',
  'delete',
  'print',
  'export',
  'renew',
  'confirm',
  'review',
  'replace',
  'restore',
  'archive',
  'lock',
  'unlock',
  'copy',
  'sign',
];
const PAIR_OBJECTS = [
  'my password',
  'an appointment',
  'the invoice',
  'a session note',
  'my profile photo',
  'the waiting room',
  'a client record',
  'the payment card',
  'my subscription',
  'a document',
  'the calendar',
  'a reminder',
  'my e-mail address',
  'the practice name',
  'a team member',
  'a message',
  'the intake form',
  'my time zone',
  'a video link',
  'the consent form',
  'my phone number',
  'a receipt',
  'the session price',
  'a category',
  'the help page',
];
const PAIR_CONTEXTS = [
  '',
  ' on my phone',
  ' from the dashboard',
  ' for a client',
  ' before a session',
  ' after a session',
  ' for next month',
  ' in the web app',
  ' as an administrator',
  ' for the whole practice',
];

export function chatbotPairQuestion(n: number): string {
  const verb = PAIR_VERBS[n % PAIR_VERBS.length]!;
  const object = PAIR_OBJECTS[Math.floor(n / PAIR_VERBS.length) % PAIR_OBJECTS.length]!;
  const context =
    PAIR_CONTEXTS[Math.floor(n / (PAIR_VERBS.length * PAIR_OBJECTS.length)) % PAIR_CONTEXTS.length]!;
  const round = Math.floor(n / (PAIR_VERBS.length * PAIR_OBJECTS.length * PAIR_CONTEXTS.length));
  return `How do I ${verb} ${object}${context}${round ? ` (case ${round})` : ''}?`;
}
export const chatbotPairAnswer = (n: number) =>
  `Answer ${n}: open the menu, choose ${PAIR_VERBS[n % PAIR_VERBS.length]} and follow the two steps on screen.`;
/**
 * Questions the chatbot answers from the help articles: their words are in the articles, and none is close to a
 * pair's question (each scores at most 0.29 against every one of 5,000 pairs; the pass mark is above 0.4).
 */
export const CHATBOT_FALLBACK_QUESTIONS = [
  'sleep routine',
  'walk outside at midday mood',
  'caffeine bedroom cool dark',
  'wake-up time on weekends',
  'naming the feeling',
  'pleasant activity each day',
];

/**
 * `count` articles of `library` into `practiceId`, written one a minute from `since` by `authors` in turn, in
 * `categories` categories ('1'...). `idBase` keeps each batch's ids apart.
 */
async function insertArticles(
  db: mysql.Connection,
  options: {
    practiceId: string;
    library: 'blog' | 'help';
    count: number;
    categories: number;
    since: Date;
    idBase: number;
    authors: number;
  },
) {
  const { practiceId, library, count, categories, since, idBase, authors } = options;
  const title = `CONCAT(${elt(TOPICS, 's.seq')}, ' ', ${elt(ANGLES, 's.seq DIV 13')}, ': part ', s.seq + 1)`;
  const first = elt(OPENINGS, 's.seq * 7 + 3');
  const middle = elt(MIDDLES, 's.seq DIV 3');
  const second = elt(MIDDLES, 's.seq DIV 5 + 4');
  const closing = elt(CLOSINGS, 's.seq');
  const picture = `CONCAT('/api/files/', LPAD(HEX(${idBase} + s.seq), 24, '0'))`;
  const chunk = 20_000;
  for (let from = 0; from < count; from += chunk) {
    const to = Math.min(count, from + chunk) - 1;
    await db.query(
      `INSERT INTO articles (id, practice_id, library, category_id, user_id, title, content, content_text, cover_src,
                             written_at, updated_at, likes, dislikes, readers, comments)
       SELECT CONCAT(LPAD(HEX(UNIX_TIMESTAMP(? + INTERVAL t.seq MINUTE)), 8, '0'), LPAD(HEX(${idBase} + t.seq), 16, '0')),
              ?, ?, CAST(1 + t.seq % ${categories} AS CHAR), t.user_id, t.title,
              CONCAT('<h2>', t.title, '</h2><p>', t.first, ' <strong>', t.middle, '</strong></p>',
                     IF(t.seq % 4 = 0, CONCAT('<p><img src="', t.picture, '" alt=""></p>'), ''),
                     '<ul><li>', t.second, '</li><li>', t.closing, '</li></ul>'),
              CONCAT(t.title, ' ', t.first, ' ', t.middle, ' ', t.second, ' ', t.closing),
              IF(t.seq % 4 = 0, t.picture, NULL),
              ? + INTERVAL t.seq MINUTE, ? + INTERVAL t.seq MINUTE,
              t.seq % 7, t.seq % 3, t.seq % 41, 0
         FROM (SELECT s.seq, a.user_id, ${title} AS title, ${first} AS first, ${middle} AS middle,
                      ${second} AS second, ${closing} AS closing, ${picture} AS picture
                 FROM seq_${from}_to_${to} s JOIN bench_authors a ON a.n = s.seq % ${authors}) t`,
      [since, practiceId, library, since, since],
    );
  }
}

/** Builds (or reuses, when a complete one exists) the articles benchmark database. */
export function seedArticlesDatabase(
  baseUrl: string,
  sizes: ArticleSizes,
  log: (line: string) => void,
): Promise<CachedDatabase> {
  return seedCachedDatabase({
    baseUrl,
    name: `teletherapy_bench_articles_${sizes.articles}_${sizes.chatbotPairs}_${sizes.chatbotArticles}`,
    generation: generationOf('articles-v4'),
    what: `${sizes.articles.toLocaleString('en-US')} blog and as many help articles, ${sizes.chatbotPairs.toLocaleString('en-US')} chatbot pairs and ${sizes.chatbotArticles.toLocaleString('en-US')} help articles beside them`,
    log,
    fill: (db) => fillArticlesDatabase(db, sizes),
  });
}

async function fillArticlesDatabase(db: mysql.Connection, sizes: ArticleSizes) {
  const now = new Date('2026-01-01T00:00:00Z');
  await insertRows(
    db,
    'practices',
    ['id', 'name', 'owner_id', 'plan_string', 'created_at', 'updated_at'],
    [
      [articlePracticeId, 'Bench Articles Practice', articleMemberId(0), 'month_team_ultimate', now, now],
      [chatbotPracticeId, 'Bench Chatbot Practice', chatbotOwnerId, 'month_team_ultimate', now, now],
    ],
  );
  // The team signs in (the benchmark loads the API as them) with the other benchmarks' password.
  const passwordHash = await derivePasswordHash(BENCH_PASSWORD);
  const member = (id: string, practiceId: string, email: string, name: string, role: string) => [
    id,
    practiceId,
    email,
    name,
    1,
    0,
    role,
    now,
    now,
    passwordHash,
    now,
  ];
  await insertRows(
    db,
    'users',
    [
      'id',
      'practice_id',
      'email',
      'name',
      'is_provider',
      'is_client',
      'team_role',
      'created_at',
      'updated_at',
      'password_hash',
      'email_verified_at',
    ],
    [
      ...ROLES.map((role, k) =>
        member(articleMemberId(k), articlePracticeId, articleMemberEmail(k), `Author ${k}`, role),
      ),
      member(chatbotOwnerId, chatbotPracticeId, chatbotOwnerEmail, 'Chatbot Owner', 'super_owner'),
    ],
  );
  await insertRows(
    db,
    'article_categories',
    ['practice_id', 'category_key', 'name', 'created_at'],
    BLOG_CATEGORY_NAMES.map((category, index) => [articlePracticeId, index + 1, category, now]),
  );

  await db.query('CREATE TABLE bench_authors (n INT PRIMARY KEY, user_id CHAR(24))');
  await insertRows(
    db,
    'bench_authors',
    ['n', 'user_id'],
    ROLES.map((_role, k) => [k, articleMemberId(k)]),
  );
  const since = new Date(now.getTime() - 2 * 365 * 86_400_000);
  await insertArticles(db, {
    practiceId: articlePracticeId,
    library: 'blog',
    count: sizes.articles,
    categories: ARTICLE_BLOG_CATEGORIES,
    since,
    idBase: 0,
    authors: ARTICLE_TEAM,
  });
  await insertArticles(db, {
    practiceId: articlePracticeId,
    library: 'help',
    count: sizes.articles,
    categories: HELP_CATEGORY_COUNT,
    since,
    idBase: 0x10000000,
    authors: ARTICLE_TEAM,
  });
  await db.query('DELETE FROM bench_authors');
  await db.query('INSERT INTO bench_authors VALUES (0, ?)', [chatbotOwnerId]);
  await insertArticles(db, {
    practiceId: chatbotPracticeId,
    library: 'help',
    count: sizes.chatbotArticles,
    categories: HELP_CATEGORY_COUNT,
    since,
    idBase: 0x20000000,
    authors: 1,
  });
  await db.query('DROP TABLE bench_authors');
  for (const practiceId of [articlePracticeId, chatbotPracticeId])
    await db.query(RECOUNT_ARTICLES_SQL, [practiceId]);

  const pairs = Array.from({ length: sizes.chatbotPairs }, (_v, n) => {
    const question = chatbotPairQuestion(n);
    const at = new Date(now.getTime() + n * 1_000);
    return [
      `${Math.floor(at.getTime() / 1000)
        .toString(16)
        .padStart(8, '0')}${(0x30000000 + n).toString(16).padStart(16, '0')}`,
      chatbotPracticeId,
      question,
      question.toLowerCase(),
      chatbotPairAnswer(n),
      at,
    ];
  });
  await insertRows(
    db,
    'chatbot_pairs',
    ['id', 'practice_id', 'question', 'origin_question', 'answer', 'added_at'],
    pairs,
  );
  await db.query('INSERT INTO chatbot_versions (practice_id, version) VALUES (?, 1)', [chatbotPracticeId]);
  await db.query('ANALYZE TABLE articles, chatbot_pairs');
}
