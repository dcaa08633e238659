import type { AppDeps } from '#api/deps.js';
import { forbid, refuse } from '#api/errors/app-error.js';
import { isEmail, titleCase } from '#api/lib/text.js';
import { canonicalEmail } from '@tele/data/emails';
import { writeInviteeNames } from '@tele/data/repositories/appointments';
import { findProfile, updateProfile, type ProfileChanges } from '@tele/data/repositories/profiles';
import { rescheduleProviderReminders } from '@tele/data/repositories/reminders';
import { saveRepeatReminder } from '@tele/data/repositories/repeat-reminders';
import { inTransaction, type Db } from '@tele/data/repositories/transaction';
import { findUserByEmail } from '@tele/data/repositories/users';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { AUTH_MESSAGES } from '#api/http/callers.js';
import { ADD_CLIENT_MESSAGES, PROFILE_MESSAGES } from '@tele/contract/messages';
import type { RouteBody } from '@tele/contract/routes';
import { saveBillingCard } from '#api/services/payments/billing-card.js';
import { recordAudit } from '#api/services/audit/audit.js';
import { readPhone } from './fields.js';
import {
  changedFields,
  readAddress,
  readBirthYear,
  readCost,
  readRepeatReminderMinutes,
  readSpecialistCategories,
  readSpecialties,
} from './profile-fields.js';
import { loadReachableClient } from './reach.js';
import { readProfileImage } from './profile-images.js';

/** Whose record a change is for: the caller's own, or (a team member's) a client it may open. */
async function loadTarget(tx: Db, user: SessionUser, id: string | undefined, missing: string) {
  const targetId = id || user.id;
  const person = targetId === user.id ? null : await loadReachableClient(tx, user, targetId, missing);
  const profile = await findProfile(tx, targetId);
  if (!profile || profile.deletedAt) refuse(missing);
  return { profile, person };
}

/**
 * Writes what changed of a person's record. A team member changing a client: the sign-in address only while
 * the practice's invitation was never taken up (a claimed account's address is its owner's to change, or a
 * team member could take the account over), and nothing at all of a client whose account another practice
 * made (that person's profile is theirs; only the repeat reminder, which is the caller's, is saved).
 */
async function applyChanges(
  tx: Db,
  input: {
    user: SessionUser;
    target: Awaited<ReturnType<typeof loadTarget>>;
    changes: ProfileChanges;
    now: Date;
  },
): Promise<boolean> {
  const { user, target, now } = input;
  const changes = changedFields(input.changes, target.profile);
  if (Object.keys(changes).length === 0) return false;
  if (target.person) {
    if (target.person.homePracticeId !== user.practiceId) refuse(PROFILE_MESSAGES.clientOwnsProfile);
    if (changes.email !== undefined && target.profile.isClaimed) refuse(PROFILE_MESSAGES.clientEmail);
  }
  if (changes.email !== undefined) {
    const holder = await findUserByEmail(tx, changes.email);
    if (holder && holder.id !== target.profile.id) refuse(PROFILE_MESSAGES.sameEmail);
  }
  await updateProfile(tx, target.profile.id, changes, now);
  // A client's record changed, by a team member or by the client: logged with the change (ADR 0049).
  if (target.person || user.teamRole === null)
    await recordAudit(
      tx,
      user,
      {
        action: 'client.update',
        clientId: target.profile.id,
        subject: { type: 'profile', id: target.profile.id },
      },
      now,
    );
  // Appointments keep their invitees' names and addresses on the row for the calendar's one-table read.
  if (changes.name !== undefined || changes.email !== undefined)
    await writeInviteeNames(tx, { clientId: target.profile.id });
  return true;
}

/**
 * `user-profile`: the caller's own profile, or a team member's edit of a client it may open with that member's
 * repeat reminder for the client (spec part 2, section 9; the reminders are rescheduled at once).
 */
export async function updateUserProfile(
  deps: AppDeps,
  user: SessionUser,
  input: RouteBody<'users/user-profile'>,
  now: Date,
): Promise<string> {
  const email = input.email?.trim() ? canonicalEmail(input.email) : undefined;
  if (email !== undefined && !isEmail(email)) refuse(PROFILE_MESSAGES.correctEmail);
  const repeatMinutes = readRepeatReminderMinutes(input.repeat_reminders);
  const fields: ProfileChanges = {
    name: input.name?.trim() ? titleCase(input.name.trim()) : undefined,
    email,
    phone: input.phone === undefined ? undefined : readPhone(input.phone, ADD_CLIENT_MESSAGES.phone),
    gender: input.gender === undefined ? undefined : input.gender.trim() || null,
    birthYear: readBirthYear(input.age, now),
  };
  if (input.id && input.id !== user.id && user.teamRole === null) forbid(AUTH_MESSAGES.notYou);
  // Who the record is, before any picture is stored for them.
  const { profile } = await loadTarget(deps.db, user, input.id, PROFILE_MESSAGES.recordMissing);
  const picture = (value: string | undefined, purpose: 'photo' | 'background') =>
    readProfileImage(deps, {
      value,
      current: purpose === 'photo' ? profile.photo : profile.bgPhoto,
      ownerId: profile.id,
      practiceId: user.practiceId,
      purpose,
      now,
    });
  const [photo, bgPhoto] = await Promise.all([
    picture(input.photo, 'photo'),
    picture(input.bgPhoto, 'background'),
  ]);
  const changed = await inTransaction(deps.db, async (tx) => {
    const target = await loadTarget(tx, user, profile.id, PROFILE_MESSAGES.recordMissing);
    const hasChanged = await applyChanges(tx, { user, target, changes: { ...fields, photo, bgPhoto }, now });
    if (target.person && repeatMinutes !== undefined) {
      await saveRepeatReminder(tx, {
        providerId: user.id,
        clientId: target.profile.id,
        everyMinutes: repeatMinutes,
      });
      await rescheduleProviderReminders(tx, user.id, now);
    }
    return hasChanged ? target.profile.id : null;
  });
  // Sessions carry the person's name and address; the next request reads the new ones.
  if (changed) await deps.sessions.forgetUsers([changed]);
  return PROFILE_MESSAGES.updated;
}

/**
 * `address-update`: the caller's own address, or (a team member, spec part 2 section 7) a client's it may open.
 * With `token` (the PaymentMethod Stripe's card element made in the browser, or an original app's card token) an
 * owner also saves the practice's billing card first (services/payments/billing-card.ts): a declined card changes
 * nothing.
 */
export async function updateAddress(
  deps: AppDeps,
  user: SessionUser,
  input: RouteBody<'users/address-update'>,
  now: Date,
): Promise<{ msg: string; accountLink: null }> {
  const changes = readAddress(input);
  if (input.id && input.id !== user.id && user.teamRole === null) forbid(AUTH_MESSAGES.notYou);
  const token = input.token?.trim();
  // Without Stripe on this server a card token changes nothing (the address is still saved), as before.
  if (token && deps.config.stripe && user.teamRole !== null && (!input.id || input.id === user.id))
    await saveBillingCard(
      deps,
      user,
      {
        paymentMethodId: token,
        address: {
          line1: changes.address1 ?? undefined,
          line2: changes.address2 ?? undefined,
          city: changes.city ?? undefined,
          state: changes.stateProvince ?? undefined,
          postal_code: changes.zipCode ?? undefined,
          country: changes.country ?? undefined,
        },
      },
      now,
    );
  await inTransaction(deps.db, async (tx) => {
    const target = await loadTarget(tx, user, input.id, PROFILE_MESSAGES.updateFailed);
    await applyChanges(tx, { user, target, changes, now });
  });
  return { msg: PROFILE_MESSAGES.addressUpdated, accountLink: null };
}

/** `about-update`: a team member's own introduction, licence, price and catalogue keys. */
export async function updateAbout(
  db: Db,
  user: SessionUser,
  input: RouteBody<'users/about-update'>,
  now: Date,
): Promise<string> {
  const changes: ProfileChanges = {
    about: input.about === undefined ? undefined : input.about.trim(),
    licenseInfo: input.license_info === undefined ? undefined : input.license_info.trim(),
    cost: readCost(input.cost),
    expertise: readSpecialties(input.expertise),
    category: readSpecialistCategories(input.category),
  };
  const profile = await findProfile(db, user.id);
  if (!profile || profile.deletedAt) refuse(PROFILE_MESSAGES.updateFailed);
  await updateProfile(db, user.id, changedFields(changes, profile), now);
  return PROFILE_MESSAGES.aboutUpdated;
}
