import { Type } from '@sinclair/typebox';
import { ClientRequestAnswer } from '@tele/contract/users';
import { callApi, compileReader, nullableTextOf, textOf } from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import type { ClientRequest } from '#app/features/clients/client-request.ts';
import type { PageInfo } from '#app/utils/paging.ts';
import { toPageInfo } from '#app/utils/paging.ts';

/**
 * The public "contact this provider" requests (the dashboard's Client Enrollment): the practice's requests
 * (users/all-client-request), Approve (users/accept-request with the request, which e-mails the person a link to
 * register as a client) and Decline / Delete (users/delete-request).
 */

const readRequest = compileReader(ClientRequestAnswer);
const readPage = compileReader(Type.Object({ list: Type.Array(Type.Unknown()), page_num: Type.Unknown() }));

export type ClientRequestPage = { isAvailable: boolean; list: ClientRequest[]; page: PageInfo };

export async function listClientRequests(
  request: Request,
  {
    viewerId,
    page,
    pageSize,
    neighbours = 1,
  }: { viewerId: string; page: number; pageSize: number; neighbours?: number },
): Promise<ClientRequestPage> {
  const result = await callApi(request, 'users/all-client-request', {
    user_id: viewerId,
    pagination: pageSize,
    current_page: page,
    page_neighbours: neighbours,
  });
  const parsed = result.ok && readPage(result.results) ? result.results : null;
  if (!parsed || !Array.isArray(parsed.list)) {
    console.warn(`[clients] all-client-request answered ${result.status}: ${result.msg ?? 'no list'}`);
    return { isAvailable: false, list: [], page: toPageInfo(undefined, page) };
  }
  const list: ClientRequest[] = [];
  for (const item of parsed.list) {
    if (!readRequest(item) || typeof item._id !== 'string' || !item._id) continue;
    list.push({
      id: item._id,
      name: textOf(item.client_name),
      email: textOf(item.client_email),
      message: textOf(item.msg),
      requestDate: nullableTextOf(item.request_date),
      isAccepted: String(item.accept_state) === 'true',
    });
  }
  return { isAvailable: true, list, page: toPageInfo(parsed.page_num, page) };
}

/** Approve: accept-request with the request, as the dashboard of the original app posted it back. */
export async function acceptClientRequest(
  request: Request,
  { id, name, email }: { id: string; name: string; email: string },
): Promise<Outcome> {
  return toOutcome(
    await callApi(request, 'users/accept-request', { _id: id, client_name: name, client_email: email }),
  );
}

/** Decline, or Delete an accepted one: the request is removed. */
export async function deleteClientRequest(request: Request, id: string): Promise<Outcome> {
  return toOutcome(await callApi(request, 'users/delete-request', { _id: id }));
}
