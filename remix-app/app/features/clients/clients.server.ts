import { Type } from '@sinclair/typebox';
import { PAGE_SIZES } from '@tele/contract/constants';
import { PersonAnswer } from '@tele/contract/users';
import {
  callApi,
  callPublicApi,
  compileReader,
  nullableTextOf,
  numberOf,
  readerOf,
  shapeOf,
  textOf,
} from '#app/services/api.server.ts';
import { uploadImage } from '#app/services/images.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import type { AddClient } from '#app/features/clients/form-schemas.ts';
import type { ClientAddress, ClientInfo } from '#app/features/clients/client-record-schemas.ts';
import type { PageInfo } from '#app/utils/paging.ts';
import { toPageInfo } from '#app/utils/paging.ts';
import { displayPathOf } from '#app/utils/stored-files.ts';
import { birthYearFromAge } from '#app/utils/age.ts';

/**
 * The practice's clients against legacy-api: the list (users/get-user-list), adding one (users/accept-request),
 * one client's profile (users/get-info-user), editing it (users/user-profile, users/address-update, the photo
 * through documents/image-upload) and deleting one (users/delete-user).
 */

/** The legacy role name the client calls carry (the session decides who is calling). */
const CLIENT_ROLE = 'client';

export type Client = {
  id: string;
  name: string;
  email: string;
  phone: string;
  photo: string | null;
  /** The providers the client is connected to. */
  providerIds: string[];
};

const readClient = compileReader(PersonAnswer);
/** The page is read item by item: one client the web app cannot read is left out, not the whole page. */
const readPage = compileReader(Type.Object({ list: Type.Array(Type.Unknown()), page_num: Type.Unknown() }));

export type ClientPage = { isAvailable: boolean; list: Client[]; page: PageInfo };

/** The largest page the API serves: the appointment form's client picker asks for this many. */
export const CLIENT_PICKER_PAGE_SIZE = PAGE_SIZES.max;

/** Client Management's list: 6 a page, 2 neighbours each side (spec part 2, section 9). */
export const CLIENT_LIST_PAGING = { pageSize: 6, neighbours: 2 } as const;

function toIds(value: ReadonlyArray<string | number> | null | undefined): string[] {
  return (value ?? []).map((id) => textOf(id)).filter(Boolean);
}

export async function listClients(
  request: Request,
  { page, pageSize, neighbours = 1 }: { page: number; pageSize: number; neighbours?: number },
): Promise<ClientPage> {
  const result = await callApi(request, 'users/get-user-list', {
    role: CLIENT_ROLE,
    client_pagination: pageSize,
    client_current_page: page,
    client_page_neighbours: neighbours,
  });
  const parsed = result.ok && readPage(result.results) ? result.results : null;
  if (!parsed || !Array.isArray(parsed.list)) {
    console.warn(`[clients] get-user-list answered ${result.status}: ${result.msg ?? 'no list'}`);
    return { isAvailable: false, list: [], page: toPageInfo(undefined, page) };
  }
  const list: Client[] = [];
  for (const client of parsed.list) {
    if (!readClient(client) || typeof client._id !== 'string' || !client._id) continue;
    list.push({
      id: client._id,
      name: textOf(client.name),
      email: textOf(client.email),
      phone: textOf(client.phone),
      photo: displayPathOf(nullableTextOf(client.photo)),
      providerIds: toIds(client.provider_ids),
    });
  }
  return { isAvailable: true, list, page: toPageInfo(parsed.page_num, page) };
}

/**
 * Adds (or connects) a client. A new client gets an e-mail with a link to set a password: the browser never
 * makes or sends one.
 */
export async function addClient(request: Request, values: AddClient): Promise<Outcome> {
  const result = await callApi(request, 'users/accept-request', {
    add_role: 'client',
    name: values.name,
    email: values.email,
    ...(values.phone ? { phone: values.phone } : {}),
  });
  return toOutcome(result);
}

/**
 * Accepts an e-mailed invitation to connect as a client (for a person whose account belongs to another
 * practice). Made from a POST (a button), never when the page is merely opened, so a mail scanner following the
 * link accepts nothing.
 */
export async function acceptInvitation(request: Request, token: string): Promise<Outcome> {
  const result = await callPublicApi(request, 'users/accept-invitation', { id: token });
  return toOutcome(result);
}

/** Deletes a client of the practice (users/delete-user); the answer's msg is the toast. */
export async function deleteClient(request: Request, clientId: string): Promise<Outcome> {
  return toOutcome(await callApi(request, 'users/delete-user', { _id: clientId, role: CLIENT_ROLE }));
}

export type Gender = 'Male' | 'Female';
export const GENDERS: readonly Gender[] = ['Male', 'Female'];

export type ClientAddressValues = {
  address1: string;
  address2: string;
  city: string;
  stateProvince: string;
  zipCode: string;
  country: string;
};

/** A client's record as the detail shows it. */
export type ClientProfile = {
  id: string;
  name: string;
  email: string;
  phone: string;
  gender: Gender | null;
  /** What the API stores as `age`: a birth year (the screen shows the age). */
  birthYear: number | null;
  photo: string | null;
  address: ClientAddressValues;
  providerIds: string[];
  /** The viewer's repeat reminder for this client, in hours (0 none). */
  repeatReminderHours: number;
};

const readProfile = readerOf('users/get-info-user');
const UNREADABLE_PROFILE = "This client's information could not be read. Please reload the page.";

export type ProfileRead = { ok: true; profile: ClientProfile } | { ok: false; msg: string; status: number };

/**
 * One client's profile (users/get-info-user). A refusal comes back with the API's msg: a client of another
 * practice, one not connected to a provider-role viewer, or an open invitation (listed like a client, but not
 * an account the practice may read until it is accepted).
 */
export async function getClientProfile(request: Request, clientId: string): Promise<ProfileRead> {
  const result = await callApi(request, 'users/get-info-user', { id: clientId, role: CLIENT_ROLE });
  if (!result.ok) return { ok: false, msg: result.msg, status: result.status };
  const wire = readProfile(result.results) ? result.results : null;
  if (!wire || typeof wire._id !== 'string' || !wire._id) {
    console.error(`[clients] get-info-user answered an unexpected shape: ${shapeOf(result.results)}`);
    return { ok: false, msg: UNREADABLE_PROFILE, status: 502 };
  }
  const gender = GENDERS.find((value) => value === wire.gender) ?? null;
  const birthYear = numberOf(wire.age, null);
  return {
    ok: true,
    profile: {
      id: wire._id,
      name: textOf(wire.name),
      email: textOf(wire.email),
      phone: textOf(wire.phone),
      gender,
      birthYear: birthYear !== null && Number.isInteger(birthYear) ? birthYear : null,
      photo: displayPathOf(nullableTextOf(wire.photo)),
      address: {
        address1: textOf(wire.address1),
        address2: textOf(wire.address2),
        city: textOf(wire.city),
        stateProvince: textOf(wire.state_province),
        zipCode: textOf(wire.zip_code),
        country: textOf(wire.country),
      },
      providerIds: toIds(wire.provider_ids),
      repeatReminderHours: numberOf(wire.repeat_reminders, 0),
    },
  };
}

/**
 * Whether a team member is connected to a client: the super owner, owners and administrators are to every
 * client of the practice; a provider-role member only to the clients whose providers include them (spec
 * part 2, section 6). The API holds the same rule; the screen uses it to offer view and delete.
 */
export function isConnectedToClient(
  viewer: { id: string; invitedRole: string | null },
  client: { providerIds: readonly string[] },
): boolean {
  if (viewer.invitedRole !== 'provider') return true;
  return client.providerIds.includes(viewer.id);
}

/**
 * Saves User Info (users/user-profile): the typed age goes as the birth year (the current year minus it, as
 * the original app sent it), the repeat reminder as the viewer's (`_provider_id`) for this client, and a new
 * photo first through the image upload. Without a new photo none is sent and the stored one stays.
 */
export async function updateClientInfo(
  request: Request,
  {
    clientId,
    viewerId,
    values,
    currentYear,
  }: { clientId: string; viewerId: string; values: ClientInfo; currentYear: number },
): Promise<Outcome> {
  let photo: string | undefined;
  if (values.photo) {
    const uploaded = await uploadImage(request, { file: values.photo, purpose: 'photo', ownerId: clientId });
    if (!uploaded.ok) return { ok: false, msg: uploaded.msg, status: uploaded.status };
    photo = uploaded.path;
  }
  const result = await callApi(request, 'users/user-profile', {
    id: clientId,
    role: CLIENT_ROLE,
    name: values.name,
    email: values.email ?? '',
    phone: values.phone ?? '',
    gender: values.gender ?? '',
    ...(values.age === undefined ? {} : { age: birthYearFromAge(values.age, currentYear) }),
    ...(photo ? { photo } : {}),
    _provider_id: viewerId,
    repeat_reminders: values.repeatReminders,
    localUpdate: false,
  });
  return toOutcome(result);
}

/** Saves the client's address (users/address-update with role 'client'). */
export async function updateClientAddress(
  request: Request,
  { clientId, values }: { clientId: string; values: ClientAddress },
): Promise<Outcome> {
  const result = await callApi(request, 'users/address-update', {
    id: clientId,
    role: CLIENT_ROLE,
    address1: values.address1 ?? '',
    address2: values.address2 ?? '',
    city: values.city ?? '',
    state_province: values.stateProvince ?? '',
    zip_code: values.zipCode ?? '',
    country: values.country,
  });
  return toOutcome(result);
}
