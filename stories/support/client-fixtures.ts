import type { ClientRecordView, ClientRow, TabData } from '@tele/remix-app/features/clients/client-record.ts';
import { CLIENT_TABS, recordHref } from '@tele/remix-app/features/clients/client-record-query.ts';
import type { ClientTab } from '@tele/remix-app/features/clients/client-record-query.ts';
import type { PageInfo } from '@tele/remix-app/utils/paging.ts';

/** A practice's clients and one client's record, as Client Management's server builds them (New York). */

export const CLIENT_ID = '65a1b2c3d4e5f60718293a01';
export const SESSION_ID = '65a1b2c3d4e5f60718293c01';
export const NOTE_ID = '65a1b2c3d4e5f60718293d01';
export const LOCATION = { page: 1, clientId: CLIENT_ID };
export const RECORD_PATH = `/client-management/1-${CLIENT_ID}`;

export function pageOf(page: number, totalPages: number): PageInfo {
  return {
    page,
    totalPages,
    firstShown: Math.max(1, page - 2),
    lastShown: Math.min(totalPages, page + 2),
    total: null,
  };
}

function row(number: number, id: string, name: string, phone: string, isConnected = true): ClientRow {
  return {
    id,
    number,
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    phone,
    photo: null,
    isConnected,
    viewHref: `/client-management/1-${id}`,
    deleteHref: `/client-management?delete=${id}`,
  };
}

export const clientRows: ClientRow[] = [
  row(1, CLIENT_ID, 'Jordan Alvarez', '155-501-00001'),
  row(2, '65a1b2c3d4e5f60718293a02', 'Priya Raman', '555-019-7781'),
  row(3, '65a1b2c3d4e5f60718293a03', 'Samuel Okafor', '', false),
];

/** The record with a tab's data. */
export function recordWith(tab: ClientTab, data: TabData): ClientRecordView {
  return {
    kind: 'record',
    id: CLIENT_ID,
    name: 'Jordan Alvarez',
    photo: null,
    tab,
    tabs: CLIENT_TABS.map((entry) => ({ ...entry, href: recordHref(LOCATION, { tab: entry.key }) })),
    data,
    closeHref: '/client-management',
  };
}

export const infoTab: TabData = {
  kind: 'info',
  values: {
    name: 'Jordan Alvarez',
    email: 'jordan@example.com',
    gender: 'Female',
    age: 36,
    phone: '15550100001',
    repeatReminders: 1.5,
  },
  address: {
    address1: '12 Harbor St',
    address2: '',
    city: 'Mobile',
    stateProvince: 'Alabama',
    zipCode: '36602',
    country: 'US',
  },
};

const baseRow = {
  title: 'Intake',
  requestedDate: 'Nov 20, 2026, 7:00 AM',
  start: 'Nov 23, 2026, 10:00 AM',
  length: '1 h',
  amount: '$120.00',
  paidDate: '—',
  clientNames: 'Jordan Alvarez',
  author: 'Dr. Maya Patel',
  type: 'Intake',
  isClientRequest: false,
  notePreview: '',
};

export const appointmentRows = [
  { ...baseRow, id: SESSION_ID, state: 2 as const, sessionHref: `/room/${SESSION_ID}`, noteHref: '#' },
  {
    ...baseRow,
    id: '65a1b2c3d4e5f60718293c02',
    state: 5 as const,
    sessionHref: null,
    start: 'Nov 16, 2026, 10:00 AM',
    isClientRequest: true,
    notePreview: 'Talked about sleep and the new routine …',
    noteHref: `${RECORD_PATH}?tab=sessions&session=65a1b2c3d4e5f60718293c02`,
  },
];
