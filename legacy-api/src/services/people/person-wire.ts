import type { PersonRow } from '@tele/data/repositories/people';

/** A person in the short lists (get-users, get-practice, get-allow-providers): no phone, no one else's ids. */
export function toPersonLite(person: Omit<PersonRow, 'providerIds'>) {
  return {
    _id: person.id,
    name: person.name,
    email: person.email,
    photo: person.photo ?? '',
    ...(person.teamRole && person.teamRole !== 'super_owner' ? { invited_role: person.teamRole } : {}),
    role: [...(person.teamRole ? ['provider'] : []), ...(person.isClient ? ['client'] : [])],
  };
}
