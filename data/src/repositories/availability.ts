import { QueryTypes } from 'sequelize';
import type {
  AvailabilityRules,
  BusyInterval,
  DateOverride,
  WorkingRange,
} from '#data/availability/slots.js';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

/** A type clients may request, and how long the session they book of it lasts. */
export interface RequestableType {
  typeId: string;
  lengthMinutes: number;
}

/** A provider's availability as kept (ADR 0051): the slot rules and the types clients may request. */
export interface AvailabilityRecord extends AvailabilityRules {
  providerId: string;
  practiceId: string;
  requestableTypes: RequestableType[];
  updatedAt: Date;
}

interface AvailabilityRow {
  provider_id: string;
  practice_id: string;
  time_zone: string;
  weekly_hours: string;
  overrides: string;
  requestable_types: string;
  min_notice_minutes: number;
  horizon_days: number;
  buffer_minutes: number;
  updated_at: Date;
}

function toRecord(row: AvailabilityRow): AvailabilityRecord {
  return {
    providerId: row.provider_id,
    practiceId: row.practice_id,
    timeZone: row.time_zone,
    weekly: JSON.parse(row.weekly_hours) as WorkingRange[][],
    overrides: JSON.parse(row.overrides) as DateOverride[],
    requestableTypes: JSON.parse(row.requestable_types) as RequestableType[],
    minNoticeMinutes: Number(row.min_notice_minutes),
    horizonDays: Number(row.horizon_days),
    bufferMinutes: Number(row.buffer_minutes),
    updatedAt: row.updated_at,
  };
}

/**
 * A provider's availability, or null before they set any. Scoped by the provider, who belongs to one practice
 * (callers pass a provider they checked is of the caller's practice, or the client's own provider).
 */
export async function findAvailability(db: Db, providerId: string): Promise<AvailabilityRecord | null> {
  const rows = await selectPrepared<AvailabilityRow>(
    db,
    `SELECT provider_id, practice_id, time_zone, weekly_hours, overrides, requestable_types, min_notice_minutes,
       horizon_days, buffer_minutes, updated_at
     FROM provider_availability WHERE provider_id = :providerId`,
    { providerId },
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Writes a provider's availability whole (the editor saves the week, the overrides and the settings at once). */
export async function saveAvailability(db: Db, record: Omit<AvailabilityRecord, 'updatedAt'>, now: Date) {
  await db.sequelize.query(
    `INSERT INTO provider_availability (provider_id, practice_id, time_zone, weekly_hours, overrides,
       requestable_types, min_notice_minutes, horizon_days, buffer_minutes, updated_at)
     VALUES (:providerId, :practiceId, :timeZone, :weekly, :overrides, :types, :notice, :horizon, :buffer, :now)
     ON DUPLICATE KEY UPDATE time_zone = VALUES(time_zone), weekly_hours = VALUES(weekly_hours),
       overrides = VALUES(overrides), requestable_types = VALUES(requestable_types),
       min_notice_minutes = VALUES(min_notice_minutes), horizon_days = VALUES(horizon_days),
       buffer_minutes = VALUES(buffer_minutes), updated_at = VALUES(updated_at)`,
    {
      replacements: {
        providerId: record.providerId,
        practiceId: record.practiceId,
        timeZone: record.timeZone,
        weekly: JSON.stringify(record.weekly),
        overrides: JSON.stringify(record.overrides),
        types: JSON.stringify(record.requestableTypes),
        notice: record.minNoticeMinutes,
        horizon: record.horizonDays,
        buffer: record.bufferMinutes,
        now,
      },
      type: QueryTypes.INSERT,
      ...txOf(db),
    },
  );
}

/**
 * The busy statement: the provider's live, timed appointments that meet [from, to), as the overlap guard counts
 * them (share links and all-day left out). A range on the (provider_id, start_time) index: appointments last at
 * most two hours, so `start_time > from - 2h` bounds the scan from below. Exported for the bench's floor.
 */
export const BUSY_SQL = `SELECT start_time, end_time FROM appointments
  WHERE provider_id = :providerId AND start_time > :earliest AND start_time < :to AND end_time > :from
    AND deleted_at IS NULL AND state <> 0 AND all_day = 0
  ORDER BY start_time`;

/** The provider's busy intervals over [from, to), in start order. Scoped by the provider (see findAvailability). */
export async function findBusyIntervals(
  db: Db,
  providerId: string,
  from: Date,
  to: Date,
): Promise<BusyInterval[]> {
  const rows = await selectPrepared<{ start_time: Date; end_time: Date }>(db, BUSY_SQL, {
    providerId,
    earliest: new Date(from.getTime() - 2 * 3_600_000 - 60_000),
    from,
    to,
  });
  return rows.map((row) => ({ start: row.start_time, end: row.end_time }));
}
