import { PAGE_SIZES } from '@tele/contract/constants';
import { callApi, readerOf } from '#app/services/api.server.ts';
import { listAppointments, listInvoices, listPayments } from '#app/features/appointments/index.server.ts';
import { listClientRequests, listClients } from '#app/features/clients/index.server.ts';
import { listLastMessages } from '#app/features/messages/index.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import { getDefaultTiles, toDashboardTiles } from '#app/features/dashboard/dashboard-tiles.ts';
import type { DashboardTile } from '#app/features/dashboard/dashboard-tiles.ts';
import type { DashboardLayout } from '#app/features/dashboard/form-schemas.ts';
import type { DashboardPanelData, PanelItem } from '#app/features/dashboard/dashboard-panel.tsx';
import type { PanelKey } from '#app/features/dashboard/dashboard-tiles.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import {
  toAppointmentRow,
  toClientRequestRow,
  toClientRow,
  toDocumentRow,
  toInvoiceRow,
  toMessageRow,
  toPaymentRow,
} from '#app/features/dashboard/dashboard-rows.ts';
import type { PageInfo } from '#app/utils/paging.ts';
import { pageOfList, readPageParam } from '#app/utils/paging.ts';
import { listDocumentsSharedWithMe } from '#app/features/documents/index.server.ts';

const ROLE = 'provider';

const readTiles = readerOf('users/get-drag');

/**
 * The saved order and colours of the seven dashboard panels (users/get-drag). A failed call is only logged, as
 * the spec says for list calls, and the default order is shown.
 */
export async function getDashboardTiles(request: Request): Promise<DashboardTile[]> {
  const user = await requireUser(request);
  const result = await callApi(request, 'users/get-drag', { id: user.id, role: ROLE });
  if (!result.ok) {
    console.warn(`[dashboard] get-drag answered ${result.status}: ${result.msg}`);
    return getDefaultTiles();
  }
  // An answer of another shape is the default order, as is a list toDashboardTiles cannot use.
  return toDashboardTiles(readTiles(result.results) ? result.results : null);
}

export async function updateDashboardTiles(request: Request, layout: DashboardLayout): Promise<Outcome> {
  const user = await requireUser(request);
  const result = await callApi(request, 'users/drag-update', { id: user.id, role: ROLE, list: layout.tiles });
  return toOutcome(result);
}

/** Dashboard lists: 6 per page, one neighbour each side (spec section 9). */
export const DASHBOARD_PAGE_SIZE = PAGE_SIZES.dashboard;

/** The panels that have a list today (a list without pages shows its newest rows only). */
export type PanelList = { items: PanelItem[]; page: PageInfo | null };
export type DashboardLists = Partial<Record<PanelKey, PanelList>>;

/** Which page each panel shows: `?appointments=2&clients=3` (a panel's key is its parameter). */
export function readPanelPages(searchParams: URLSearchParams) {
  return {
    appointments: readPageParam(searchParams.get('appointments')),
    enrollment: readPageParam(searchParams.get('enrollment')),
    clients: readPageParam(searchParams.get('clients')),
    invoices: readPageParam(searchParams.get('invoices')),
    payments: readPageParam(searchParams.get('payments')),
    messages: readPageParam(searchParams.get('messages')),
    documents: readPageParam(searchParams.get('documents')),
  };
}

/**
 * The lists the dashboard shows, fetched in parallel: upcoming appointments (flag 0 with `upcoming`: the clients'
 * requests too, those awaiting an answer first, then the next one first; ADR 0054), the
 * client requests (Client Enrollment: users/all-client-request), clients, invoices, payments and the latest
 * message of each conversation (Message Center: message/get-last-messages) and the latest documents shared with the
 * viewer (documents/shared-with-me), each six a page (spec section 9). A failed list is logged and shows as empty. `deleteRequestHref` opens a request's delete confirmation.
 */
export async function getDashboardLists(
  request: Request,
  {
    pages,
    timeZone,
    viewer,
    deleteRequestHref,
  }: {
    pages: ReturnType<typeof readPanelPages>;
    timeZone: string;
    /** Who looks, and when: appointments then offer Join on the session day. */
    viewer: { id: string; now: Date };
    deleteRequestHref: (requestId: string) => string;
  },
): Promise<DashboardLists> {
  const paging = (page: number) => ({ page, pageSize: DASHBOARD_PAGE_SIZE, neighbours: 1 });
  const [appointments, requests, clients, invoices, payments, messages, documents] = await Promise.all([
    // What lies ahead (its empty text says "upcoming"), the requests to answer first: a booked one included.
    listAppointments(request, { flag: 0, isUpcomingOnly: true, ...paging(pages.appointments) }),
    listClientRequests(request, { viewerId: viewer.id, ...paging(pages.enrollment) }),
    listClients(request, paging(pages.clients)),
    listInvoices(request, paging(pages.invoices)),
    listPayments(request, paging(pages.payments)),
    // Message Center: the latest message of each conversation, newest first.
    listLastMessages(request, viewer, { pageSize: DASHBOARD_PAGE_SIZE, page: pages.messages }),
    // The latest ten shared with the viewer (the spec's `shared-with-me`), six a page; `/documents` has them all.
    listDocumentsSharedWithMe(request),
  ]);
  const documentPage = pageOfList(documents.isAvailable ? documents.list : [], paging(pages.documents));
  return {
    appointments: {
      items: appointments.list.map((row) => toAppointmentRow(row, timeZone, viewer)),
      page: appointments.page,
    },
    enrollment: {
      items: requests.list.map((row) =>
        toClientRequestRow(row, { timeZone, deleteHref: deleteRequestHref(row.id) }),
      ),
      page: requests.page,
    },
    clients: { items: clients.list.map((row) => toClientRow(row, pages.clients)), page: clients.page },
    invoices: {
      items: invoices.list.map((row) => toInvoiceRow(row, timeZone, pages.invoices)),
      page: invoices.page,
    },
    payments: {
      items: payments.list.map((row) => toPaymentRow(row, timeZone, pages.payments)),
      page: payments.page,
    },
    messages: {
      items: (messages?.list ?? []).map((row) => toMessageRow(row, timeZone)),
      page: messages?.page ?? null,
    },
    documents: {
      items: documentPage.items.map((row) => toDocumentRow(row, timeZone)),
      page: documentPage.page,
    },
  };
}

/**
 * The panels in the saved order, each with its rows and page. A panel without a list shows its empty state.
 * `addClientHref` puts Add Client in the Clients panel's header.
 */
export function buildDashboardPanels(
  tiles: DashboardTile[],
  lists: DashboardLists = {},
  { addClientHref }: { addClientHref?: string } = {},
): DashboardPanelData[] {
  return tiles.map((tile) => ({
    key: tile.key,
    title: tile.title,
    color: tile.color,
    emptyText: tile.emptyText,
    items: lists[tile.key]?.items ?? [],
    page: lists[tile.key]?.page ?? null,
    action:
      tile.key === 'clients' && addClientHref
        ? { label: 'Add Client', to: addClientHref, icon: 'userPlus' }
        : null,
  }));
}
