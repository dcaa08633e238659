import { createServer, type Server } from 'node:http';
import mysql from 'mysql2/promise';
import { THREAD_PAGE_SIZE } from '@tele/contract/constants';
import { appointmentPageSql, calendarRangeSql } from '@tele/data/repositories/appointment-lists';
import { PROVIDER_LINKS_SQL, practiceClientsPageSql } from '@tele/data/repositories/people';
import { PRACTICE_PERSON_SQL } from '@tele/data/repositories/practice-person';
import { PROFILE_SQL } from '@tele/data/repositories/profiles';
import { REPEAT_REMINDER_SQL } from '@tele/data/repositories/repeat-reminders';
import { countedPageSql, toBound } from '@tele/data/repositories/prepared';
import { INSERT_AUDIT_ENTRY_SQL } from '@tele/data/repositories/audit-entries';
import { newId } from '@tele/data/ids';
import {
  CONNECTION_SQL,
  COUNT_UNREAD_SQL,
  UNREAD_IN_THREAD_SQL,
  markReadSql,
  markReadValues,
  THREAD_PEOPLE_SQL,
  lastMessagesSql,
  threadPageSql,
} from '@tele/data/repositories/messages';
import {
  ARTICLE_SUMMARIES_SQL,
  DEEP_PAGE_OFFSET,
  LIBRARY_TEXTS_SQL,
  LIBRARY_VERSION_SQL,
  articleCountSql,
  articlePageSql,
  pageReadOf,
  searchTermsOf,
} from '@tele/data/repositories/articles';
import { createLibraryIndexes } from '@tele/data/search/library-indexes';
import { REFUNDS_OF_SQL } from '@tele/data/repositories/invoice-payments';
import {
  combineMonthFigures,
  foldBucketsIntoDays,
  keptMonthFiguresSql,
  monthFigureWindows,
  reportPageSql,
  requestToAcceptSql,
  sessionsByDaySql,
  type ChartBucketRow,
  type KeptMonthFiguresRow,
} from '@tele/data/repositories/reports';
import { localMonthBounds, localMonthDays } from '@tele/data/zoned-time';

/** A prepared statement, bound as the API's repositories bind it. */
function execute(pool: mysql.Pool, sql: string, values: Record<string, unknown>) {
  const bound = toBound(sql, values);
  return pool.execute(bound.sql, bound.params as never[]);
}

/**
 * The audit log's entry for a team member's read of a client's record (ADR 0049): the API writes one for each
 * such read before it answers, so the floor does too, as one INSERT of its own (the API shares one among the reads
 * that arrive together).
 */
function auditRead(
  pool: mysql.Pool,
  read: {
    practiceId: string;
    providerId: string;
    clientId: string;
    action: string;
    subject?: [string, string];
  },
) {
  const createdAt = new Date();
  return execute(pool, INSERT_AUDIT_ENTRY_SQL, {
    id: newId(createdAt),
    practiceId: read.practiceId,
    actorId: read.providerId,
    actorRole: 'provider',
    action: read.action,
    clientId: read.clientId,
    subjectType: read.subject?.[0] ?? null,
    subjectId: read.subject?.[1] ?? null,
    address: '127.0.0.1',
    createdAt,
  });
}

/**
 * The floor the API is measured against: a bare node:http server running the same SQL, as the same prepared
 * statements, through a mysql2 pool of the same size, with no framework, no sessions and no mapping beyond
 * JSON.stringify. The reads the API records in the audit log write their entry here too: the same SQL.
 */
export async function startFloorServer(
  databaseUrl: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const pool = mysql.createPool({
    uri: databaseUrl,
    connectionLimit: 10,
    timezone: 'Z',
  });
  const libraries = createLibraryIndexes({
    async version(practiceId, library) {
      const [rows] = await execute(pool, LIBRARY_VERSION_SQL, { practiceId, library });
      return Number((rows as Array<{ version: number }>)[0]?.version ?? 0);
    },
    async articles(practiceId, library) {
      const [rows] = await execute(pool, LIBRARY_TEXTS_SQL, { practiceId, library });
      return (rows as Array<{ id: string; written_at: Date; title: string; content_text: string }>).map(
        (row) => ({
          id: row.id,
          writtenAt: row.written_at,
          title: row.title,
          text: row.content_text,
        }),
      );
    },
  });
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', async () => {
      try {
        const input = JSON.parse(body) as {
          providerId: string;
          from: string;
          to: string;
          practiceId: string;
          clientId: string;
          library: 'blog' | 'help';
          offset: number;
          limit: number;
          tokens: string[];
        };
        let payload: unknown;
        if (request.url === '/clients') {
          // The client list's page: its count and rows, then which providers the page's clients have.
          const { replacements, ...statements } = practiceClientsPageSql(
            { practiceId: input.practiceId },
            { offset: 0, limit: 6 },
          );
          const [rows] = await execute(pool, countedPageSql(statements), replacements);
          const ids = (rows as Array<{ id: string }>).map((row) => row.id);
          const [links] = ids.length
            ? await execute(pool, PROVIDER_LINKS_SQL, { ids, practiceId: input.practiceId })
            : [[]];
          payload = { total: (rows as Array<{ list_total: number }>)[0]?.list_total ?? 0, list: rows, links };
        } else if (request.url === '/client-profile') {
          // A client's record, its User Info: who it is to the practice, its profile, the caller's reminder.
          const [[person], [profile], [reminder]] = await Promise.all([
            execute(pool, PRACTICE_PERSON_SQL, { practiceId: input.practiceId, userId: input.clientId }),
            execute(pool, PROFILE_SQL, { id: input.clientId }),
            execute(pool, REPEAT_REMINDER_SQL, { providerId: input.providerId, clientId: input.clientId }),
          ]);
          await auditRead(pool, { ...input, action: 'client.read' });
          payload = { person, profile, reminder };
        } else if (request.url === '/client-appointments') {
          // A client's record, its Appointments tab: the first page of the provider's sessions with the client.
          const { replacements, ...statements } = appointmentPageSql(
            {
              scope: { providerId: input.providerId },
              clientId: input.clientId,
              inviteClient: false,
              excludeStates: [0],
            },
            [['start_time', 'DESC']],
          );
          const [rows] = await execute(pool, countedPageSql(statements), {
            ...replacements,
            limit: 6,
            offset: 0,
          });
          await auditRead(pool, { ...input, action: 'appointment.read' });
          payload = { total: (rows as Array<{ list_total: number }>)[0]?.list_total ?? 0, list: rows };
        } else if (request.url === '/invoices' || request.url === '/paid') {
          // The payments page's lists (issue 26): a provider's invoices still owed, oldest first, or its paid
          // sessions, newest first, with their refunds.
          const isOwing = request.url === '/invoices';
          const { replacements, ...statements } = appointmentPageSql(
            isOwing
              ? { scope: { providerId: input.providerId }, isOwing: true }
              : { scope: { providerId: input.providerId }, isPaid: true, excludeStates: [1, 2, 0] },
            [['start_time', isOwing ? 'ASC' : 'DESC']],
          );
          const [rows] = await execute(pool, countedPageSql(statements), {
            ...replacements,
            limit: 6,
            offset: 0,
          });
          const ids = (rows as Array<{ id: string }>).map((row) => row.id);
          const [refunds] =
            !isOwing && ids.length ? await execute(pool, REFUNDS_OF_SQL, { appointmentIds: ids }) : [[]];
          payload = {
            total: (rows as Array<{ list_total: number }>)[0]?.list_total ?? 0,
            list: rows,
            refunds,
          };
        } else if (request.url === '/report') {
          // The report's first page of the practice's sessions, newest first, and how many there are.
          const { countSql, pageSql, scopeId } = reportPageSql({ practiceId: input.practiceId }, null);
          const [[count], [rows]] = await Promise.all([
            execute(pool, countSql, { scopeId }),
            execute(pool, pageSql, { scopeId, limit: 10, offset: 0 }),
          ]);
          payload = { total: (count as Array<{ total: number }>)[0]?.total, list: rows };
        } else if (request.url === '/report-summary') {
          // The month's figures: the month's kept row per provider (the viewer's zone is UTC, so the month has no
          // edges to correct), and the request-to-accept times.
          const { start, end } = localMonthBounds(new Date(), 'UTC');
          const { month, edges } = monthFigureWindows({ start, end });
          if (edges.length) throw new Error('A UTC month is its own kept month.');
          const kept = keptMonthFiguresSql({ practiceId: input.practiceId });
          const accept = requestToAcceptSql({ practiceId: input.practiceId });
          const [[keptRows], [times]] = await Promise.all([
            execute(pool, kept.sql, { scopeId: kept.scopeId, month }),
            execute(pool, accept.sql, { scopeId: accept.scopeId, from: start, to: end }),
          ]);
          payload = { providers: combineMonthFigures(keptRows as KeptMonthFiguresRow[], []), times };
        } else if (request.url === '/report-chart') {
          // The chart's sessions per day of the month, added up by day from the kept hours (UTC days).
          const days = localMonthDays(new Date(), 'UTC');
          const { sql, values, bucket } = sessionsByDaySql({ practiceId: input.practiceId }, days);
          const [rows] = await execute(pool, sql, values);
          payload = foldBucketsIntoDays(rows as ChartBucketRow[], days, bucket);
        } else if (request.url === '/thread') {
          // get-messages: the connection, then the newest page and the two people, then what was received read.
          const pair = { personA: input.providerId, personB: input.clientId };
          const [[connection]] = (await execute(pool, CONNECTION_SQL, pair)) as unknown as [unknown[]];
          const [[page], [people]] = await Promise.all([
            execute(pool, threadPageSql({ isAfterCursor: false }), {
              providerId: input.providerId,
              clientId: input.clientId,
              limit: THREAD_PAGE_SIZE + 1,
            }),
            execute(pool, THREAD_PEOPLE_SQL, pair),
          ]);
          const [unread] = (await execute(pool, UNREAD_IN_THREAD_SQL, {
            providerId: input.providerId,
            clientId: input.clientId,
            readerId: input.providerId,
          })) as unknown as [Array<{ id: string }>];
          if (unread.length) {
            const ids = unread.map((row) => row.id).sort();
            await execute(pool, markReadSql(ids.length), markReadValues(ids, new Date()));
          }
          const { practice_id: practiceId } = connection as { practice_id: string };
          await auditRead(pool, {
            practiceId,
            providerId: input.providerId,
            clientId: input.clientId,
            action: 'message.read',
            subject: ['thread', input.providerId],
          });
          payload = { connection, people, item: page };
        } else if (request.url === '/last-messages') {
          // get-last-messages: each partner's latest message, and the person's unread count.
          const [[list], [unread]] = await Promise.all([
            execute(pool, lastMessagesSql, { personId: input.providerId }),
            execute(pool, COUNT_UNREAD_SQL, { personId: input.providerId }),
          ]);
          payload = { list, unread };
        } else if (request.url === '/articles') {
          // get-all-articles (issue 28): a library's count and its page, newest first, with authors and categories.
          // A deep page reads the total first, then the page from the nearer end of the list (as the API does).
          const scope = { practiceIds: [input.practiceId], library: input.library };
          if (input.offset < DEEP_PAGE_OFFSET) {
            const [[count], [list]] = await Promise.all([
              execute(pool, articleCountSql({}), scope),
              execute(pool, articlePageSql({}), { ...scope, limit: input.limit, offset: input.offset }),
            ]);
            payload = { total: (count as Array<{ total: number }>)[0]?.total, list };
          } else {
            const [count] = await execute(pool, articleCountSql({}), scope);
            const total = Number((count as Array<{ total: number }>)[0]?.total ?? 0);
            const read = pageReadOf(total, input.offset, input.limit);
            const [list] = read
              ? await execute(pool, articlePageSql({}, read.from), {
                  ...scope,
                  limit: read.limit,
                  offset: read.offset,
                })
              : [[]];
            payload = { total, list };
          }
        } else if (request.url === '/help-search') {
          // help-center-search: the help library's search index (kept as the API keeps it, checked against the
          // library's version at each search), then the page's rows.
          const index = await libraries.read(input.practiceId, 'help');
          const { ordinals } = index.match(searchTermsOf(input.tokens));
          const ids = Array.from(
            ordinals.subarray(input.offset, input.offset + input.limit),
            (o) => index.ids[o],
          );
          const [list] = ids.length
            ? await execute(pool, ARTICLE_SUMMARIES_SQL, {
                practiceIds: [input.practiceId],
                library: 'help',
                ids,
              })
            : [[]];
          payload = { total: ordinals.length, list };
        } else if (request.url === '/month') {
          const { sql, scopeId } = calendarRangeSql({ providerId: input.providerId });
          const [rows] = await execute(pool, sql, {
            scopeId,
            from: new Date(input.from),
            to: new Date(input.to),
            limit: 5000,
          });
          payload = rows;
        } else {
          const { countSql, pageSql, replacements } = appointmentPageSql(
            { scope: { providerId: input.providerId }, inviteClient: false, excludeStates: [0] },
            [['start_time', 'DESC']],
          );
          const [[count], [rows]] = await Promise.all([
            execute(pool, countSql, replacements),
            execute(pool, pageSql, { ...replacements, limit: 10, offset: 0 }),
          ]);
          payload = { total: (count as Array<{ total: number }>)[0]?.total, list: rows };
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ results: payload }));
      } catch (error) {
        response.writeHead(500);
        response.end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
