import type { Db } from '@tele/data/db';
import { forbid } from '#api/errors/app-error.js';
import { findAppointmentTypes } from '@tele/data/repositories/appointment-types';
import { findUserWithPractice, setFirstLogin } from '@tele/data/repositories/users';
import { toTypeWire } from '#api/services/appointments/appointment-types.js';
import type { SessionUser } from './session-user.js';
import { toUserWire } from './user-wire.js';
import { ACCOUNT_MESSAGES } from '@tele/contract/messages';

/** The sentinel the provider app treats as "log out": kept from the legacy contract. */
export const ACCOUNT_GONE = 'database initialize';

export async function getSimpleUser(db: Db, user: SessionUser) {
  if (user.isDeleted) return { msg: ACCOUNT_MESSAGES.gone, results: ACCOUNT_GONE };
  // The original apps fill the appointment modals' Type choice from the user's `appointment_type` list. Both
  // reads start at once: the dashboard asks for the account beside eight other calls, and a second read after
  // the first waited in the pool's queue twice (the page's slowest call, ADR 0034).
  const [found, types] = await Promise.all([
    findUserWithPractice(db, user.id),
    user.isProvider ? findAppointmentTypes(db, user.practiceId, user.id) : [],
  ]);
  if (!found) return { msg: ACCOUNT_MESSAGES.gone, results: ACCOUNT_GONE };
  return {
    msg: ACCOUNT_MESSAGES.found,
    results: { ...toUserWire(found), appointment_type: types.map(toTypeWire) },
  };
}

export async function acceptTerms(db: Db, user: SessionUser, now: Date): Promise<string> {
  if (user.isDeleted) forbid();
  await setFirstLogin(db, user.id, 1, now);
  return ACCOUNT_MESSAGES.termsAccepted;
}
