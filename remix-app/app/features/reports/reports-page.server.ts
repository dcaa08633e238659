import { callApi, numberOf, readerOf, textOf } from '#app/services/api.server.ts';
import { formatDateTime } from '#app/features/appointments/index.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import { formatCivilDate } from '#app/utils/civil-date.ts';
import { toPageInfo } from '#app/utils/paging.ts';
import { getTimeZone } from '#app/utils/session.server.ts';
import { civilDateOf } from '#app/utils/zoned-time.ts';
import { filterStringOf, readReportQuery } from '#app/features/reports/report-query.ts';
import {
  formatCents,
  formatMinutes,
  formatRate,
  type ReportFigures,
  type ReportRow,
} from '#app/features/reports/report-view.ts';

/**
 * The appointment report (/reports, spec part 2: Reports; ADR 0038): the chart's counts, the month's figures and
 * one page of the table, asked of the API at once. Whose sessions they are is the API's to decide (the practice's
 * for its owners and administrators, a provider's own otherwise).
 */

const readRows = readerOf('appointments/get-report-appointment');
const readGrouping = readerOf('appointments/get-appointment-grouping');
const readSummary = readerOf('appointments/get-report-summary');

/** The chart's bars: the number of sessions on each day of this month (in the viewer's zone), or null. */
export async function getSessionsByDay(request: Request): Promise<number[] | null> {
  const result = await callApi(request, 'appointments/get-appointment-grouping', {});
  const grouping = result.ok && readGrouping(result.results) ? result.results : null;
  if (!grouping || !Array.isArray(grouping.session_num)) {
    console.warn(
      `[reports] get-appointment-grouping answered ${result.status}: ${result.msg ?? 'no counts'}`,
    );
    return null;
  }
  return grouping.session_num.map((count) => numberOf(count, 0));
}

/** The month's figures for people, or null when the API could not count them. */
export async function getMonthFigures(request: Request): Promise<ReportFigures | null> {
  const result = await callApi(request, 'appointments/get-report-summary', {});
  const summary = result.ok && readSummary(result.results) ? result.results : null;
  if (!summary) {
    console.warn(`[reports] get-report-summary answered ${result.status}: ${result.msg ?? 'no figures'}`);
    return null;
  }
  const count = (value: number | string | boolean | null | undefined) => numberOf(value, 0);
  const rate = (value: number | string | boolean | null | undefined) => formatRate(numberOf(value, null));
  const accept = summary.request_to_accept;
  return {
    held: count(summary.held),
    noShow: count(summary.no_show),
    lateCancel: count(summary.late_cancel),
    noShowRate: rate(summary.no_show_rate),
    lateCancelRate: rate(summary.late_cancel_rate),
    acceptedRequests: count(accept?.accepted),
    medianAccept: formatMinutes(numberOf(accept?.median_minutes, null)),
    paid: formatCents(count(summary.paid_cents)),
    paidSessions: count(summary.paid_sessions),
    providers: (summary.providers ?? []).map((provider) => ({
      id: textOf(provider._id),
      name: textOf(provider.name),
      held: count(provider.held),
      noShow: count(provider.no_show),
      lateCancel: count(provider.late_cancel),
      booked: formatMinutes(count(provider.booked_minutes)) ?? '0 min',
      heldTime: formatMinutes(count(provider.held_minutes)) ?? '0 min',
      utilisation: rate(provider.utilisation),
    })),
  };
}

export async function loadReportsPage(request: Request) {
  await requireUser(request);
  const query = readReportQuery(new URL(request.url).searchParams);
  const timeZone = await getTimeZone(request);
  const [result, sessionsByDay, figures] = await Promise.all([
    callApi(request, 'appointments/get-report-appointment', {
      filter_string: filterStringOf(query),
      appointment_pagination: query.size,
      appointment_current_page: query.page,
      appointment_page_neighbours: 1,
    }),
    getSessionsByDay(request),
    getMonthFigures(request),
  ]);
  const answer = result.ok && readRows(result.results) ? result.results : null;
  if (!answer)
    console.warn(`[reports] get-report-appointment answered ${result.status}: ${result.msg ?? ''}`);
  const at = (instant: string | number | null | undefined) =>
    instant ? formatDateTime(String(instant), timeZone) : '';
  const rows: ReportRow[] = (answer?.list ?? []).map((row) => ({
    id: textOf(row._id),
    providerName: textOf(row.provider_name),
    clients: (row.clientInfo ?? []).map((client) => textOf(client.name)).join(', '),
    isOnline: row.online === true,
    start: at(row.start_time),
    end: row.end_time ? at(row.end_time) : 'All day',
    actualStart: at(row.actual_start),
    actualEnd: at(row.actual_end),
    type: textOf(row.appointment_type),
    isRequested: row.invite_client === true,
    requestedDate: at(row.requested_date),
    paid: numberOf(row.paid_cents, 0) > 0 ? formatCents(numberOf(row.paid_cents, 0)) : '',
  }));
  const page = toPageInfo(answer?.page_num, query.page);
  const total = page.total ?? rows.length;
  const first = rows.length === 0 ? 0 : (query.page - 1) * query.size + 1;
  return {
    query,
    chart: { month: formatCivilDate(civilDateOf(new Date(), timeZone), 'monthYear'), sessionsByDay },
    figures,
    isAvailable: answer !== null,
    rows,
    page,
    summary: `Showing ${first} to ${first === 0 ? 0 : first + rows.length - 1} of ${total} entries`,
  };
}
