import { Type } from '@sinclair/typebox';
import { PAGE_SIZES, PAST_SESSIONS_FLAG } from '@tele/contract/constants';
import { ClientPracticeAnswer, PersonAnswer, PersonLite } from '@tele/contract/users';
import { parseAppointments } from '#app/features/appointments/index.server.ts';
import type { Appointment } from '#app/features/appointments/index.ts';
import {
  callApi,
  compileReader,
  nullableTextOf,
  numberOf,
  readerOf,
  shapeOf,
  textOf,
  type ApiResult,
} from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import type { PageInfo } from '#app/utils/paging.ts';
import { toPageInfo } from '#app/utils/paging.ts';
import type { SessionUser } from '#app/utils/session.server.ts';
import { displayPathOf } from '#app/utils/stored-files.ts';
import { localDateTimeToInstant } from '#app/utils/zoned-time.ts';
import type { AddressForm, ProfileForm, SessionDecision, SessionRequest } from './form-schemas.ts';
import type { ClientProfileValues } from './client-profile-forms.tsx';
import type { ProviderCard } from './provider-list.tsx';

/**
 * The client's side of legacy-api: who it is and its practices (the header), its sessions, its providers, a
 * request for a session, its profile and address. Every call names the client's side (`role: 'client'`), so
 * someone who is also on a team reads and answers as the client (ADR 0031). Answers are read with checkers
 * compiled from the contract; a list the API does not give is logged and shown as unavailable, never as empty.
 */

const ROLE = 'client';

/** What a list read gives the page: the rows, or that they could not be read (the page says so). */
export type Loaded<T> = { isAvailable: true; value: T } | { isAvailable: false };

const unavailable = { isAvailable: false } as const;

function logUnavailable(path: string, result: ApiResult) {
  console.warn(`[client-home] ${path} answered ${result.status}: ${result.msg ?? 'no list'}`);
}

/* Who the client is (get-photo-user): the header's name, photo and practices. */

export type ClientHeader = { name: string; photo: string | null; practiceNames: string[] };

const readPhotoUser = readerOf('users/get-photo-user');

/**
 * The header: the client's name and photo and its practices' names (`practice_name` is a JSON list for a
 * client, legacy-contract 6.1). `missing` is the legacy `results: null`: the account is gone, log out.
 */
export async function getClientHeader(
  request: Request,
  user: Pick<SessionUser, 'id' | 'name' | 'photo' | 'practiceName'>,
): Promise<{ kind: 'header'; header: ClientHeader } | { kind: 'missing' }> {
  const result = await callApi(request, 'users/get-photo-user', { id: user.id, role: ROLE });
  if (result.ok && result.results === null) return { kind: 'missing' };
  const found = result.ok && readPhotoUser(result.results) ? result.results : null;
  if (!found) {
    // The header is not worth failing the page for: the session still knows the name.
    if (result.ok) console.error(`[client-home] get-photo-user answered ${shapeOf(result.results)}`);
    else logUnavailable('get-photo-user', result);
    return {
      kind: 'header',
      header: { name: user.name, photo: user.photo, practiceNames: nonEmpty([user.practiceName]) },
    };
  }
  return {
    kind: 'header',
    header: {
      name: textOf(found.name) || user.name,
      photo: displayPathOf(nullableTextOf(found.photo)),
      practiceNames: readPracticeNames(textOf(found.practice_name), user.practiceName),
    },
  };
}

/** A client's `practice_name` is a JSON list of names; a plain name (or nothing readable) is one. */
export function readPracticeNames(value: string, fallback: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return unique(nonEmpty(parsed.map((name) => textOf(name as string))));
  } catch {
    // Not JSON: a plain practice name.
  }
  return nonEmpty([value || fallback]);
}

const nonEmpty = (names: string[]) => names.map((name) => name.trim()).filter(Boolean);
const unique = (names: string[]) => [...new Set(names)];

/* Sessions. */

/**
 * The client's coming sessions (get-providers-appointment) and its open invitations and requests
 * (get-request-appointment), read in parallel; one appointment may be in both, the rules read it once.
 */
export async function getComingAppointments(
  request: Request,
  user: Pick<SessionUser, 'id'>,
): Promise<Loaded<Appointment[]>> {
  const [coming, pending] = await Promise.all([
    callApi(request, 'appointments/get-providers-appointment', { id: user.id, role: ROLE }),
    callApi(request, 'appointments/get-request-appointment', { id: user.id, role: ROLE }),
  ]);
  if (!coming.ok || !pending.ok || !Array.isArray(coming.results) || !Array.isArray(pending.results)) {
    logUnavailable('get-providers-appointment', coming);
    logUnavailable('get-request-appointment', pending);
    return unavailable;
  }
  return {
    isAvailable: true,
    value: [
      ...parseAppointments(coming.results, 'client coming sessions'),
      ...parseAppointments(pending.results, 'client requests'),
    ],
  };
}

const readPage = compileReader(Type.Object({ list: Type.Array(Type.Unknown()), page_num: Type.Unknown() }));

/** One page of the client's past sessions. */
export async function getPastAppointments(
  request: Request,
  { user, page }: { user: Pick<SessionUser, 'id'>; page: number },
): Promise<Loaded<{ list: Appointment[]; page: PageInfo }>> {
  const result = await callApi(request, 'appointments/get-clients-appointment', {
    id: user.id,
    role: ROLE,
    flag: PAST_SESSIONS_FLAG,
    appointment_pagination: PAGE_SIZES.list,
    appointment_current_page: page,
    appointment_page_neighbours: 1,
  });
  const found = result.ok && readPage(result.results) ? result.results : null;
  if (!found || !Array.isArray(found.list)) {
    logUnavailable('get-clients-appointment', result);
    return unavailable;
  }
  return {
    isAvailable: true,
    value: {
      list: parseAppointments(found.list, 'client past sessions'),
      page: toPageInfo(found.page_num, page),
    },
  };
}

/** Approve (accept-appointment) or Decline (cancel-appointment: the client's own place only). */
export async function answerSession(request: Request, { intent, id }: SessionDecision): Promise<Outcome> {
  const path = intent === 'approve' ? 'appointments/accept-appointment' : 'appointments/cancel-appointment';
  return toOutcome(await callApi(request, path, { id, role: ROLE }));
}

/* Providers and practices. */

/** A provider the client sees: who, how to reach them, their picture and practice. */
export type ClientProvider = ProviderCard;

const readPerson = compileReader(PersonAnswer);
const readPractice = compileReader(ClientPracticeAnswer);
const readList = compileReader(Type.Array(Type.Unknown()));

/**
 * The client's providers (get-user-list with the legacy `role: 'patient'`) with their photo and practice
 * (get-client-practices, which names each provider but carries no id: matched by name, the photo left out when
 * two providers share one).
 */
export async function getClientProviders(
  request: Request,
  user: Pick<SessionUser, 'id'>,
): Promise<Loaded<ClientProvider[]>> {
  const [people, practices] = await Promise.all([
    callApi(request, 'users/get-user-list', {
      id: user.id,
      role: 'patient',
      client_pagination: PAGE_SIZES.max,
      client_current_page: 1,
    }),
    callApi(request, 'users/get-client-practices', { id: user.id, role: ROLE }),
  ]);
  const page = people.ok && readPage(people.results) ? people.results : null;
  if (!page || !Array.isArray(page.list)) {
    logUnavailable('get-user-list', people);
    return unavailable;
  }
  if (!practices.ok) logUnavailable('get-client-practices', practices);
  const byName = new Map<string, { photo: string | null; practiceName: string } | null>();
  const practiceRows = practices.ok && readList(practices.results) ? practices.results : [];
  for (const row of practiceRows) {
    if (!readPractice(row)) continue;
    const name = textOf(row.provider_name);
    const entry = {
      photo: displayPathOf(nullableTextOf(row.provider_photo)),
      practiceName: textOf(row.practice_name),
    };
    // Two providers of one name cannot be told apart: neither gets the other's picture.
    byName.set(name, byName.has(name) ? null : entry);
  }
  const providers: ClientProvider[] = [];
  for (const person of page.list) {
    if (!readPerson(person) || typeof person._id !== 'string' || !person._id) continue;
    const name = textOf(person.name);
    const extra = byName.get(name) ?? null;
    providers.push({
      id: person._id,
      name,
      email: textOf(person.email),
      phone: textOf(person.phone),
      photo: extra?.photo ?? null,
      practiceName: extra?.practiceName ?? '',
    });
  }
  return { isAvailable: true, value: providers };
}

/** A provider who takes requests (get-allow-providers): the request form's choices. */
export type RequestableProvider = { id: string; name: string; photo: string | null };

const readLite = compileReader(PersonLite);

export async function getRequestableProviders(
  request: Request,
  user: Pick<SessionUser, 'id'>,
): Promise<Loaded<RequestableProvider[]>> {
  const result = await callApi(request, 'users/get-allow-providers', { id: user.id, role: ROLE });
  if (!result.ok || !readList(result.results)) {
    logUnavailable('get-allow-providers', result);
    return unavailable;
  }
  const providers: RequestableProvider[] = [];
  for (const person of result.results) {
    if (!readLite(person) || typeof person._id !== 'string' || !person._id) continue;
    providers.push({
      id: person._id,
      name: textOf(person.name),
      photo: displayPathOf(nullableTextOf(person.photo)),
    });
  }
  return { isAvailable: true, value: providers };
}

/** The title a request carries in both calendars until the provider renames it. */
export const REQUEST_TITLE = 'Session request';

/**
 * Asks a provider for a session (create-request-appointment): the local date and time in the client's zone
 * become UTC instants; the client is the invitee. The API checks the provider, the plan, the time and the
 * length, and its message is what the person reads.
 */
export async function requestSession(
  request: Request,
  {
    values,
    user,
    provider,
    timeZone,
  }: {
    values: SessionRequest;
    user: Pick<SessionUser, 'id' | 'name'>;
    provider: RequestableProvider;
    timeZone: string;
  },
): Promise<Outcome> {
  const start = localDateTimeToInstant(values.date, values.time, timeZone);
  const end = new Date(start.getTime() + values.minutes * 60_000);
  return toOutcome(
    await callApi(request, 'appointments/create-request-appointment', {
      title: REQUEST_TITLE,
      notes: values.notes ?? '',
      all_day: false,
      recurring: false,
      online: values.online,
      provider_id: provider.id,
      provider_name: provider.name,
      start_time: start.toISOString(),
      end_time: end.toISOString(),
      time_distance: values.minutes,
      invitees_id: [user.id],
      invitees_name: [user.name],
    }),
  );
}

/* The client's own profile. */

/** The client's profile: what its forms start from. */
export type ClientProfile = ClientProfileValues;

const readProfile = readerOf('users/get-info-user');

/** The client's profile (get-info-user), or null when it cannot be read. */
export async function getClientProfile(
  request: Request,
  { user, now }: { user: Pick<SessionUser, 'id'>; now: Date },
): Promise<ClientProfile | null> {
  const result = await callApi(request, 'users/get-info-user', { id: user.id, role: ROLE });
  const found = result.ok && readProfile(result.results) ? result.results : null;
  if (!found) {
    if (result.ok) console.error(`[client-home] get-info-user answered ${shapeOf(result.results)}`);
    else logUnavailable('get-info-user', result);
    return null;
  }
  const birthYear = numberOf(found.age, null);
  return {
    name: textOf(found.name),
    email: textOf(found.email),
    phone: textOf(found.phone),
    gender: textOf(found.gender),
    age: birthYear === null || birthYear <= 0 ? null : Math.max(0, now.getUTCFullYear() - birthYear),
    address1: textOf(found.address1),
    address2: textOf(found.address2),
    city: textOf(found.city),
    stateProvince: textOf(found.state_province),
    zipCode: textOf(found.zip_code),
    country: textOf(found.country),
  };
}

/** User info (user-profile): the age is stored as a birth year, as the legacy screens send it. */
export async function saveClientProfile(
  request: Request,
  { values, user, now }: { values: ProfileForm; user: Pick<SessionUser, 'id'>; now: Date },
): Promise<Outcome> {
  return toOutcome(
    await callApi(request, 'users/user-profile', {
      id: user.id,
      role: ROLE,
      name: values.name,
      email: values.email,
      phone: values.phone ?? '',
      gender: values.gender ?? '',
      ...(values.age === undefined ? {} : { age: now.getUTCFullYear() - values.age }),
    }),
  );
}

/** Address info (address-update) for the client itself: no card, no payout account. */
export async function saveClientAddress(
  request: Request,
  { values, user }: { values: AddressForm; user: Pick<SessionUser, 'id'> },
): Promise<Outcome> {
  return toOutcome(
    await callApi(request, 'users/address-update', {
      id: user.id,
      role: ROLE,
      address1: values.address1 ?? '',
      address2: values.address2 ?? '',
      city: values.city ?? '',
      state_province: values.stateProvince ?? '',
      zip_code: values.zipCode ?? '',
      country: values.country ?? '',
    }),
  );
}
