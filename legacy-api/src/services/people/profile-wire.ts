import type { Static } from '@sinclair/typebox';
import type { ProfileAnswer } from '@tele/contract/users';
import type { ProfileRecord } from '@tele/data/repositories/profiles';
import { legacyRolesOf } from '#api/services/identity/user-wire.js';

/**
 * A person's profile as get-info-user answers it. `full` is what the person itself and its practice's team
 * read; `public` is what a visitor of the directory (and a client, of its providers) may see: no e-mail, phone,
 * address lines, postcode, plan or ids of others (ProfileAnswer's optional fields are for exactly this).
 */
export function toProfileWire(
  profile: ProfileRecord,
  view: 'full' | 'public',
  extras: { providerIds?: string[]; repeatReminderHours?: number } = {},
): Static<typeof ProfileAnswer> {
  const isFull = view === 'full';
  const isSuperOwner = profile.teamRole === 'super_owner';
  return {
    _id: profile.id,
    name: profile.name,
    ...(isFull ? { email: profile.email, phone: profile.phone ?? '' } : {}),
    gender: profile.gender ?? '',
    age: profile.birthYear,
    photo: profile.photo ?? '',
    bgPhoto: profile.bgPhoto ?? '',
    ...(isFull ? { address1: profile.address1 ?? '', address2: profile.address2 ?? '' } : {}),
    city: profile.city ?? '',
    state_province: profile.stateProvince ?? '',
    ...(isFull ? { zip_code: profile.zipCode ?? '' } : {}),
    country: profile.country ?? '',
    about: profile.about ?? '',
    license_info: profile.licenseInfo ?? '',
    cost: profile.cost,
    expertise: profile.expertise,
    category: profile.category,
    role: legacyRolesOf(profile),
    ...(profile.teamRole && !isSuperOwner ? { invited_role: profile.teamRole } : {}),
    practice_name: profile.practiceName,
    ...(isFull && profile.planString && profile.isProvider ? { plan_string: profile.planString } : {}),
    ...(extras.providerIds ? { provider_ids: extras.providerIds } : {}),
    ...(extras.repeatReminderHours !== undefined ? { repeat_reminders: extras.repeatReminderHours } : {}),
    updated_date: profile.updatedAt.toISOString(),
    registered_date: profile.createdAt.toISOString(),
  };
}
