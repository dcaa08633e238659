import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import { pageNumOf, readPaging } from '#api/lib/paging.js';
import { newId } from '@tele/data/ids';
import { queueNotification } from '@tele/data/outbox';
import {
  deleteClientRequest,
  findClientRequest,
  findClientRequestById,
  findClientRequestPage,
  markClientRequestAccepted,
  upsertClientRequest,
  type ClientRequestRecord,
  type RequestScope,
} from '@tele/data/repositories/client-requests';
import { findListedProvider } from '@tele/data/repositories/directory';
import { findOneTimeToken } from '@tele/data/repositories/one-time-tokens';
import { findPracticeClientIds } from '@tele/data/repositories/people';
import { inTransaction, type Db } from '@tele/data/repositories/transaction';
import { findUserByEmail } from '@tele/data/repositories/users';
import { managesPractice } from '#api/services/appointments/access.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { takeSendAllowance } from '#api/services/notifications/send-limits.js';
import { PAGE_SIZES } from '@tele/contract/constants';
import {
  ADD_CLIENT_MESSAGES,
  CLIENT_REQUEST_MESSAGES,
  REQUEST_CLIENT_MESSAGES,
} from '@tele/contract/messages';
import type { RouteAnswer, RouteBody } from '@tele/contract/routes';
import { readNameAndEmail } from './fields.js';

/**
 * `request-client`, the public "contact this provider" form (ADR 0026). It stores the request for the
 * provider's dashboard (one per provider and address: sending again brings it up to date) and answers the same
 * message whatever the address: the legacy's "already registered", "already requested" and "already connected"
 * answers told anyone whether an address had an account or had contacted a therapist (S19). Nothing is
 * e-mailed to anyone from what the requester typed. Only providers the public may see (the directory's rule)
 * take requests.
 */
export async function requestClient(
  db: Db,
  input: RouteBody<'users/request-client'>,
  now: Date,
): Promise<string> {
  const requester = readNameAndEmail(input, REQUEST_CLIENT_MESSAGES);
  const provider = input.provider_id ? await findListedProvider(db, input.provider_id) : null;
  if (!provider) refuse(REQUEST_CLIENT_MESSAGES.noProvider);
  const known = await findUserByEmail(db, requester.email);
  const isKnownClient =
    known !== null && (await findPracticeClientIds(db, provider.practiceId, [known.id])).has(known.id);
  await upsertClientRequest(db, {
    id: newId(now),
    practiceId: provider.practiceId,
    providerId: provider.id,
    ...requester,
    msg: input.msg?.trim() ?? '',
    isKnownClient,
    now,
  });
  return REQUEST_CLIENT_MESSAGES.registered;
}

/** The requests a team member reads: a provider-role member its own, the practice's managers everyone's. */
function scopeOf(user: SessionUser, providerId?: string): RequestScope {
  if (!managesPractice(user)) {
    if (providerId && providerId !== user.id) refuse(ADD_CLIENT_MESSAGES.otherProvider);
    return { practiceId: user.practiceId, providerId: user.id };
  }
  return { practiceId: user.practiceId, ...(providerId ? { providerId } : {}) };
}

function toRequestWire(request: ClientRequestRecord) {
  return {
    _id: request.id,
    client_name: request.name,
    client_email: request.email,
    provider_id: request.providerId,
    provider_name: request.providerName,
    msg: request.msg,
    request_date: request.createdAt.toISOString(),
    accept_state: request.acceptedAt ? 'true' : 'false',
    contact: request.isKnownClient,
  };
}

/**
 * `get-request`: one request, as a list of it (the legacy answer), empty when the caller may not see it. A team
 * member names a request of its scope by id. Anyone else names it by the token of its register link: the client
 * app's register page reads the request it is for (who asked, from which address, to whom) before the person
 * chooses a password, and answers `_id` with the token, which the page sends back as `request_id`. A used or
 * expired link reads nothing.
 */
export async function getClientRequest(
  db: Db,
  user: SessionUser | null,
  input: RouteBody<'users/get-request'>,
  now: Date,
): Promise<RouteAnswer<'users/get-request'>> {
  const answer = (list: ReturnType<typeof toRequestWire>[]) => ({
    msg: CLIENT_REQUEST_MESSAGES.found,
    results: list,
  });
  if (!input.id) return answer([]);
  if (user?.teamRole && /^[0-9a-f]{24}$/.test(input.id)) {
    const found = await findClientRequest(db, scopeOf(user), input.id);
    if (found) return answer([toRequestWire(found)]);
  }
  const token = await findOneTimeToken(db, input.id, 'register_client');
  const isUsable = token?.clientRequestId && !token.usedAt && token.expiresAt > now;
  const request = isUsable ? await findClientRequestById(db, token.clientRequestId!) : null;
  return answer(request ? [{ ...toRequestWire(request), _id: input.id }] : []);
}

/** `all-client-request`: the dashboard's Client Enrollment panel, newest first, six to a page by default. */
export async function listClientRequests(
  db: Db,
  user: SessionUser,
  input: RouteBody<'users/all-client-request'>,
): Promise<RouteAnswer<'users/all-client-request'>> {
  const paging = readPaging(
    { size: input.pagination, page: input.current_page, neighbours: input.page_neighbours },
    { size: PAGE_SIZES.dashboard, neighbours: 1 },
  );
  const found = await findClientRequestPage(db, scopeOf(user, input.user_id || undefined), {
    offset: paging.offset,
    limit: paging.size,
  });
  return {
    msg: CLIENT_REQUEST_MESSAGES.found,
    results: { list: found.list.map(toRequestWire), page_num: pageNumOf(found.total, paging) },
  };
}

/** A request the caller may act on; any other (missing, another provider's, another practice's) is a 404. */
async function loadRequestFor(tx: Db, user: SessionUser, id: string | undefined) {
  const found = id ? await findClientRequest(tx, scopeOf(user), id, { lock: true }) : null;
  if (!found) throw new AppError('not_found', CLIENT_REQUEST_MESSAGES.missing);
  return found;
}

/**
 * `delete-request` (Decline): deletes the request and what the requester typed; a link already e-mailed for it
 * stops working. The admin app sends a GET with `?deleteData=<JSON of the request>`; a POST `_id` works too.
 */
export async function deleteRequest(
  deps: AppDeps,
  user: SessionUser,
  id: string | undefined,
): Promise<string> {
  await inTransaction(deps.db, async (tx) => {
    const request = await loadRequestFor(tx, user, id);
    await deleteClientRequest(tx, request.id);
  });
  return CLIENT_REQUEST_MESSAGES.deleted;
}

/** The `_id` of the request `delete-request` names, from the GET's `deleteData` JSON or the POST body. */
export function requestIdOf(input: { _id?: string; deleteData?: string }): string | undefined {
  if (input._id) return input._id;
  if (!input.deleteData) return undefined;
  try {
    const data: unknown = JSON.parse(input.deleteData);
    const id = (data as { _id?: unknown } | null)?._id;
    return typeof id === 'string' && /^[0-9a-f]{24}$/.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `accept-request` with a request (Approve): e-mails the requester a single-use link to register as a client of
 * that provider (register-client) and marks the request accepted. Approving again sends a new link (the earlier
 * one stops working). Throttled like the practice's other messages to typed addresses.
 */
export async function acceptClientRequest(
  deps: AppDeps,
  user: SessionUser,
  id: string | undefined,
  now: Date,
): Promise<string> {
  await inTransaction(deps.db, async (tx) => {
    const request = await loadRequestFor(tx, user, id);
    await takeSendAllowance(
      deps,
      tx,
      { kinds: ['request-reply'], userId: user.id, practiceId: user.practiceId },
      now,
    );
    await markClientRequestAccepted(tx, request.id, now);
    await queueNotification(
      deps.outbox,
      {
        practiceId: user.practiceId,
        channel: 'email',
        recipient: request.email,
        template: 'client-request-accepted',
        payload: { clientRequestId: request.id, providerName: request.providerName },
        now,
      },
      tx,
    );
  });
  return ADD_CLIENT_MESSAGES.invited;
}
