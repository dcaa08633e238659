import type { Readable } from 'node:stream';
import type { Db } from '@tele/data/db';
import type { CalendarScope } from '@tele/data/repositories/appointment-lists';
import {
  findMonthFigures,
  findReportPage,
  readReportRows,
  type ProviderFigures,
  type ReportRowRecord,
} from '@tele/data/repositories/reports';
import { localMonthBounds } from '@tele/data/zoned-time';
import { REPORT_MESSAGES } from '@tele/contract/messages';
import type { RouteAnswer, RouteBody } from '@tele/contract/routes';
import { pageNumOf } from '#api/lib/paging.js';
import { managesPractice } from '#api/services/appointments/access.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { recordAudit } from '#api/services/audit/audit.js';
import { csvStream } from './report-csv.js';
import { readReportPaging, readReportSort } from './report-input.js';

/**
 * The appointment report (spec part 2: Reports; ADR 0038). Whose sessions it holds is the caller's role, as the
 * chart's counts: the practice's for its super owner, owners and administrators, a provider's own otherwise.
 */
export function reportScope(user: SessionUser): CalendarScope {
  return managesPractice(user) ? { practiceId: user.practiceId } : { providerId: user.id };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toReportWire(row: ReportRowRecord) {
  return {
    _id: row.id,
    provider_id: row.providerId,
    provider_name: row.providerName,
    clientInfo: row.invitees.map((invitee) => ({ _id: invitee.id, name: invitee.name })),
    online: row.online,
    start_time: row.startTime.toISOString(),
    end_time: iso(row.endTime),
    time_distance: row.timeDistance,
    actual_start: iso(row.actualStart),
    actual_end: iso(row.actualEnd),
    appointment_type: row.appointmentType,
    invite_client: row.inviteClient,
    requested_date: row.requestedDate.toISOString(),
    state: row.state,
    payment: row.payment,
    paid_date: iso(row.paidDate),
    paid_cents: row.paidCents,
  };
}

/** `get-report-appointment`: one page of the report, in the order asked for. */
export async function listReport(
  db: Db,
  user: SessionUser,
  input: RouteBody<'appointments/get-report-appointment'>,
): Promise<RouteAnswer<'appointments/get-report-appointment'>> {
  const sort = readReportSort(input.filter_string);
  const paging = readReportPaging(input);
  const page = await findReportPage(db, {
    scope: reportScope(user),
    sort,
    offset: paging.offset,
    limit: paging.size,
  });
  return {
    msg: REPORT_MESSAGES.list,
    results: {
      list: page.list.map(toReportWire),
      page_num: pageNumOf(page.total, paging, { withTotal: true }),
    },
  };
}

/** `get-report-csv`: every row of the report, in the order asked for, as members.csv (streamed). */
export async function exportReport(
  db: Db,
  user: SessionUser,
  input: RouteBody<'appointments/get-report-csv'>,
  now: Date,
): Promise<Readable> {
  const sort = readReportSort(input.filter_string);
  await recordAudit(db, user, { action: 'export', subject: { type: 'report', id: null } }, now);
  const rest = readReportRows(db, { scope: reportScope(user), sort });
  const first = await rest.next();
  return csvStream({ first, rest, timeZone: user.timeZone });
}

/** A share from 0 to 1, rounded to 4 places; null with nothing to divide by. */
function rateOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

const wholeMinutes = (minutes: number | null) => (minutes === null ? null : Math.round(minutes));

function sumOf(
  providers: ProviderFigures[],
  key: keyof Omit<ProviderFigures, 'providerId' | 'providerName'>,
) {
  return providers.reduce((sum, provider) => sum + provider[key], 0);
}

/** `get-report-summary`: the month's figures beside the chart (ADR 0038 defines each one). */
export async function summariseMonth(
  db: Db,
  user: SessionUser,
  now: Date,
): Promise<RouteAnswer<'appointments/get-report-summary'>> {
  const { start, end } = localMonthBounds(now, user.timeZone);
  const figures = await findMonthFigures(db, { scope: reportScope(user), from: start, to: end });
  const held = sumOf(figures.providers, 'held');
  const noShow = sumOf(figures.providers, 'noShow');
  const lateCancel = sumOf(figures.providers, 'lateCancel');
  return {
    msg: REPORT_MESSAGES.summary,
    results: {
      start: start.toISOString(),
      end: end.toISOString(),
      held,
      no_show: noShow,
      late_cancel: lateCancel,
      no_show_rate: rateOf(noShow, held + noShow),
      late_cancel_rate: rateOf(lateCancel, held + noShow + lateCancel),
      request_to_accept: {
        accepted: figures.requestToAccept.accepted,
        median_minutes: wholeMinutes(figures.requestToAccept.medianMinutes),
        mean_minutes: wholeMinutes(figures.requestToAccept.meanMinutes),
      },
      paid_cents: sumOf(figures.providers, 'paidCents'),
      paid_sessions: sumOf(figures.providers, 'paidSessions'),
      providers: figures.providers.map((provider) => ({
        _id: provider.providerId,
        name: provider.providerName,
        held: provider.held,
        no_show: provider.noShow,
        late_cancel: provider.lateCancel,
        booked_minutes: provider.bookedMinutes,
        held_minutes: provider.heldMinutes,
        utilisation: rateOf(provider.heldMinutes, provider.bookedMinutes),
      })),
    },
  };
}
