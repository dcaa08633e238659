import { STATE } from '#data/appointments/states.js';
import type { NewAppointment } from './appointments.js';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

// A provider's share link: the un-invited appointment (state 0) whose waiting room a client joins by link
// (ADR 0022). Made by appointments.ts's insertAppointments, like every appointment, from newShareLink.

/**
 * A new share link: the provider's un-invited, online, untimed waiting-room appointment (state 0), starting `now`.
 */
export function newShareLink(link: {
  id: string;
  practiceId: string;
  providerId: string;
  now: Date;
}): NewAppointment {
  return {
    id: link.id,
    practiceId: link.practiceId,
    providerId: link.providerId,
    seriesId: null,
    title: 'Share Link',
    notes: '',
    allDay: false,
    recurring: false,
    online: true,
    startTime: link.now,
    endTime: null,
    timeDistance: 0,
    repeatUntil: null,
    recurrenceFrequency: null,
    payment: 0,
    appointmentType: null,
    state: STATE.shareLink,
    inviteClient: false,
    roleUpdated: 'provider',
    inviteeIds: [],
    now: link.now,
  };
}

/** The provider's un-invited share links (state 0), the first made first: one statement, read only. */
const SHARE_LINKS_SQL = `SELECT a.id, a.practice_id, a.start_time, a.room_key FROM appointments a
  WHERE a.provider_id = :providerId AND a.state = 0 AND a.deleted_at IS NULL
    AND a.invite_email IS NULL AND a.invite_phone IS NULL
  ORDER BY a.requested_date, a.id`;

export interface ShareLinkRecord {
  id: string;
  practiceId: string;
  startTime: Date;
  /** The guest key of the link's waiting room (the provider's own: the client's join link carries it). */
  roomKey: string;
}

export async function readShareLinks(db: Db, providerId: string): Promise<ShareLinkRecord[]> {
  const rows = await selectPrepared<{ id: string; practice_id: string; start_time: Date; room_key: string }>(
    db,
    SHARE_LINKS_SQL,
    { providerId },
  );
  return rows.map((row) => ({
    id: row.id,
    practiceId: row.practice_id,
    startTime: row.start_time,
    roomKey: row.room_key,
  }));
}

/** The provider's one un-invited share link, extra ones removed (under the caller's lock); null when none. */
export async function findShareLink(db: Db, providerId: string): Promise<ShareLinkRecord | null> {
  const [keep, ...extra] = await readShareLinks(db, providerId);
  if (extra.length)
    await db.models.Appointment.destroy({ where: { id: extra.map((row) => row.id) }, ...txOf(db) });
  return keep ?? null;
}
