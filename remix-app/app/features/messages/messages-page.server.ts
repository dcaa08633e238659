import { listClients, CLIENT_PICKER_PAGE_SIZE } from '#app/features/clients/index.server.ts';
import { requireUser } from '#app/features/identity/index.server.ts';

/**
 * Message (/view-messages and /view-messages/{clientId}, spec part 2: Messaging): the clients the viewer may
 * write to, the chosen one (the first if none is given), and their conversation. Conversations are kept by the
 * messaging issue's routes; until then every conversation is empty, and the page says so in the spec's words.
 */
export async function loadMessagesPage(request: Request, clientId: string | undefined) {
  await requireUser(request);
  const clients = await listClients(request, { page: 1, pageSize: CLIENT_PICKER_PAGE_SIZE });
  const chosen = clientId
    ? (clients.list.find((client) => client.id === clientId) ?? null)
    : (clients.list[0] ?? null);
  return {
    isAvailable: clients.isAvailable,
    clients: clients.list.map((client) => ({ id: client.id, name: client.name || client.email })),
    chosen: chosen ? { id: chosen.id, name: chosen.name || chosen.email } : null,
    isUnknownClient: Boolean(clientId) && chosen === null,
  };
}
