import { Type } from '@sinclair/typebox';
import { PAGE_SIZES } from '@tele/contract/constants';
import { PersonAnswer } from '@tele/contract/users';
import { callApi, callPublicApi, compileReader } from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import type { AddClient } from '#app/features/clients/form-schemas.ts';
import type { PageInfo } from '#app/utils/paging.ts';
import { toPageInfo } from '#app/utils/paging.ts';

/** The practice's clients (users/get-user-list) and adding one (users/accept-request). */

export type Client = { id: string; name: string; email: string; phone: string };

const readClient = compileReader(PersonAnswer);
/** The page is read item by item: one client the web app cannot read is left out, not the whole page. */
const readPage = compileReader(Type.Object({ list: Type.Array(Type.Unknown()), page_num: Type.Unknown() }));

export type ClientPage = { isAvailable: boolean; list: Client[]; page: PageInfo };

/** The largest page the API serves: the appointment form's client picker asks for this many. */
export const CLIENT_PICKER_PAGE_SIZE = PAGE_SIZES.max;

export async function listClients(
  request: Request,
  { page, pageSize, neighbours = 1 }: { page: number; pageSize: number; neighbours?: number },
): Promise<ClientPage> {
  const result = await callApi(request, 'users/get-user-list', {
    role: 'client',
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
      name: typeof client.name === 'string' ? client.name : '',
      email: typeof client.email === 'string' ? client.email : '',
      phone: client.phone === null || client.phone === undefined ? '' : String(client.phone),
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
