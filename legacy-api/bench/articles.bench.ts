import { verdict } from '@tele/data/bench/processes';
import { BENCH_PASSWORD } from '@tele/data/bench/seed';
import {
  ARTICLE_TEAM,
  CHATBOT_FALLBACK_QUESTIONS,
  HELP_SEARCH_QUERY,
  articleMemberEmail,
  articlePracticeId,
  chatbotOwnerEmail,
  chatbotPairAnswer,
  chatbotPairQuestion,
  seedArticlesDatabase,
  type ArticleSizes,
} from '@tele/data/bench/articles';
import { ARTICLE_PAGE } from '@tele/contract/constants';
import {
  CONNECTIONS,
  FLOOR_TARGET,
  SECONDS,
  load,
  measure,
  startApi,
  startFloor,
  type Call,
  type Started,
} from './load.js';

/**
 * `npm run bench:articles -w @tele/legacy-api` (and the `articles` scenario of `npm run bench`; issue 28, ADR 0043):
 * - at BENCH_ARTICLES (100,000) blog articles and as many help articles in one practice, through HTTP with
 *   BENCH_CONNECTIONS (32) connections against the built API: the blog's `get-all-articles` (its first page
 *   and a deep one, nine tenths down the list), the help centre's `get-all-articles` and `help-center-search`
 *   (a two-word query), each at least 0.8 of the floor's requests per second (a bare node:http server running
 *   the same statements, exported by the articles repository) with a p99 within 1.5x of the floor's, in the same
 *   run (load.ts, as the calendar's and the messages');
 * - `learn-chatbot` in a practice of BENCH_CHATBOT_PAIRS (5,000) pairs and BENCH_CHATBOT_ARTICLES (10,000) help
 *   articles: questions that a pair answers and questions answered from a help article, each asked by
 *   BENCH_CHATBOT_CONNECTIONS (4) people at once for BENCH_SECONDS; p99 under 50 ms. Each kind is first asked once
 *   and its answer checked (the pair's answer; an article), so the load measures the answers it claims to.
 * A smoke run: BENCH_ARTICLES=2000 BENCH_CHATBOT_PAIRS=500 BENCH_CHATBOT_ARTICLES=1000 BENCH_SECONDS=2.
 */
const SIZES: ArticleSizes = {
  articles: Number(process.env.BENCH_ARTICLES ?? 100_000),
  chatbotPairs: Number(process.env.BENCH_CHATBOT_PAIRS ?? 5_000),
  chatbotArticles: Number(process.env.BENCH_CHATBOT_ARTICLES ?? 10_000),
};
const CHATBOT_CONNECTIONS = Number(process.env.BENCH_CHATBOT_CONNECTIONS ?? 4);
/** The chatbot's target: p99 of a reply under this many milliseconds. */
const CHATBOT_P99_MS = 50;

const log = (line: string) => console.log(line);

interface Session {
  token: string;
  id: string;
}

async function signIn(api: Started, email: string): Promise<Session> {
  const response = await fetch(`${api.url}/api/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`login of ${email} answered ${response.status}: ${await response.text()}`);
  const { results } = (await response.json()) as { results: { token: string; _id: string } };
  return { token: results.token, id: results._id };
}

const asMember = (session: Session, body: object): Call => ({
  body: JSON.stringify(body),
  headers: { authorization: `Bearer ${session.token}` },
});

/** One call through the API, its answer's `results` (fails the run on anything but 200). */
async function ask<T>(api: Started, path: string, call: Call): Promise<T> {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...call.headers },
    body: call.body,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { results: T }).results;
}

/** The lists and help search through HTTP: the API against the floor, scenario by scenario. */
async function measureLists(api: Started, floor: Started, team: Session[]): Promise<boolean> {
  const pages = Math.max(1, Math.ceil(SIZES.articles / ARTICLE_PAGE.size));
  // Nine deep pages around nine tenths down the list, one after another on each connection.
  const deep = Array.from({ length: 9 }, (_v, n) => Math.max(1, Math.floor(pages * 0.9) - 4 + n));
  const listCall = (library: 'blog' | 'help', page: number) => ({
    api: team.map((member) => asMember(member, { category_id: '0', current_page: page })),
    floor: team.map(() => ({
      body: JSON.stringify({
        practiceId: articlePracticeId,
        library,
        offset: (page - 1) * ARTICLE_PAGE.size,
        limit: ARTICLE_PAGE.size,
      }),
    })),
  });
  const deepCalls = deep.map((page) => listCall('blog', page));
  const first = listCall('blog', 1);
  const help = listCall('help', 1);
  const tokens = HELP_SEARCH_QUERY.split(' ');
  const shown = await ask<{ page_num: { num_total?: number; total_page: number } }>(
    api,
    '/api/api/help-articles/help-center-search',
    asMember(team[0]!, { key: HELP_SEARCH_QUERY }),
  );
  log(
    `\nThrough HTTP: ${CONNECTIONS} connections, ${SECONDS} s each; ${SIZES.articles.toLocaleString('en-US')} articles a library (${pages.toLocaleString('en-US')} pages of ${ARTICLE_PAGE.size}); "${HELP_SEARCH_QUERY}" matches ${shown.page_num.num_total ?? '?'} help articles`,
  );
  let isPassing = true;
  for (const scenario of [
    {
      name: 'articles/get-all-articles (the blog, its first page)',
      calls: first.api,
      floorCalls: first.floor,
      floorPath: '/articles',
      apiPath: '/api/api/articles/get-all-articles',
      target: FLOOR_TARGET,
    },
    {
      name: `articles/get-all-articles (the blog, deep pages ${deep[0]}-${deep[deep.length - 1]})`,
      calls: deepCalls.flatMap((calls) => calls.api),
      floorCalls: deepCalls.flatMap((calls) => calls.floor),
      floorPath: '/articles',
      apiPath: '/api/api/articles/get-all-articles',
      target: FLOOR_TARGET,
    },
    {
      name: 'help-articles/get-all-articles (the help centre, its first page)',
      calls: help.api,
      floorCalls: help.floor,
      floorPath: '/articles',
      apiPath: '/api/api/help-articles/get-all-articles',
      target: FLOOR_TARGET,
    },
    {
      name: `help-articles/help-center-search ("${HELP_SEARCH_QUERY}", the first page)`,
      calls: team.map((member) => asMember(member, { key: HELP_SEARCH_QUERY })),
      floorCalls: team.map(() => ({
        body: JSON.stringify({
          practiceId: articlePracticeId,
          tokens,
          offset: 0,
          limit: ARTICLE_PAGE.size,
        }),
      })),
      floorPath: '/help-search',
      apiPath: '/api/api/help-articles/help-center-search',
      target: FLOOR_TARGET,
    },
  ])
    isPassing = (await measure(scenario, floor, api)) && isPassing;
  return isPassing;
}

interface Reply {
  flag: number;
  reply: string;
  article: { _id: string; title: string } | null;
}

/** learn-chatbot: questions a pair answers, then questions answered from the help articles. */
async function measureChatbot(api: Started, owner: Session): Promise<boolean> {
  // The UIs lower-case what was typed before they send it (legacy-contract 6.9).
  const pairNumbers = Array.from({ length: 50 }, (_v, n) => (n * 97) % SIZES.chatbotPairs);
  const hits = pairNumbers.map((n) => chatbotPairQuestion(n).toLowerCase());
  let isPassing = true;
  const check = (ok: boolean, line: string) => {
    isPassing &&= ok;
    log(`    ${verdict(ok)} ${line}`);
  };
  log(
    `\nlearn-chatbot: ${SIZES.chatbotPairs.toLocaleString('en-US')} pairs and ${SIZES.chatbotArticles.toLocaleString('en-US')} help articles, ${CHATBOT_CONNECTIONS} people asking at once, ${SECONDS} s each`,
  );
  // Each kind answers as it claims before it is timed.
  const first = await ask<Reply>(
    api,
    '/api/api/chatbot/learn-chatbot',
    asMember(owner, { message: hits[1] }),
  );
  check(
    first.reply === chatbotPairAnswer(pairNumbers[1]!),
    `a pair's question is answered by its pair (${JSON.stringify(first.reply.slice(0, 60))})`,
  );
  const fallbacks = await Promise.all(
    CHATBOT_FALLBACK_QUESTIONS.map((message) =>
      ask<Reply>(api, '/api/api/chatbot/learn-chatbot', asMember(owner, { message })),
    ),
  );
  check(
    fallbacks.every((reply) => reply.article !== null),
    `the other questions are answered from a help article (${fallbacks.filter((reply) => reply.article).length} of ${fallbacks.length})`,
  );
  for (const scenario of [
    { name: 'questions a pair answers', messages: hits },
    { name: 'questions answered from the help articles', messages: CHATBOT_FALLBACK_QUESTIONS },
  ]) {
    const target = {
      url: api.url,
      path: '/api/api/chatbot/learn-chatbot',
      calls: scenario.messages.map((message) => asMember(owner, { message })),
      pid: api.pid,
      connections: CHATBOT_CONNECTIONS,
    };
    await load(target, 3);
    const result = await load(target);
    log(`  ${scenario.name}`);
    log(
      `    api    ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}`,
    );
    check(result.errors === 0, `errors ${result.errors}`);
    check(result.p99 < CHATBOT_P99_MS, `p99 ${result.p99} ms (< ${CHATBOT_P99_MS} ms)`);
  }
  return isPassing;
}

async function main(): Promise<number> {
  const base = process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/teletherapy';
  const seeded = await seedArticlesDatabase(base, SIZES, log);
  log(`articles database: ${seeded.reused ? 'reused' : `seeded in ${seeded.seconds.toFixed(0)} s`}`);
  const api = await startApi(seeded.databaseUrl);
  const floor = await startFloor(seeded.databaseUrl);
  try {
    const team: Session[] = [];
    for (let k = 0; k < ARTICLE_TEAM; k += 1) team.push(await signIn(api, articleMemberEmail(k)));
    const owner = await signIn(api, chatbotOwnerEmail);
    const lists = await measureLists(api, floor, team);
    const chatbot = await measureChatbot(api, owner);
    return lists && chatbot ? 0 : 1;
  } finally {
    await api.close();
    await floor.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
