import { runStatements, type Migration } from './migration.js';

/**
 * The calendar's hot read (a provider's or practice's days) reads who is invited from the appointment row
 * itself: `invitees_json` ([{id, name, email}] by name) is written with the invitees and refreshed when a
 * person's name or e-mail changes, so the range query touches one table.
 */
export const appointmentInviteeNames: Migration = {
  name: '2026.11.21T16.00.00.appointment-invitee-names',
  up: (qi) =>
    runStatements(qi, [
      'ALTER TABLE appointments ADD COLUMN invitees_json JSON NULL',
      `UPDATE appointments a SET invitees_json = (
         SELECT JSON_ARRAYAGG(JSON_OBJECT('id', u.id, 'name', u.name, 'email', u.email) ORDER BY u.name)
           FROM appointment_invitees i JOIN users u ON u.id = i.client_id WHERE i.appointment_id = a.id)`,
    ]),
  down: (qi) => runStatements(qi, ['ALTER TABLE appointments DROP COLUMN invitees_json']),
};
