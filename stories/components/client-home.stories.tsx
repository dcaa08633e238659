import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ClientHomeSections } from '@tele/remix-app/features/client-home/client-home-sections.tsx';
import type { ArticleRow } from '@tele/remix-app/features/articles/library.ts';
import { renderNewestArticles } from '@tele/remix-app/features/articles/newest-articles.server.tsx';
import { ClientLayout } from '@tele/remix-app/features/client-home/client-layout.tsx';
import { CLIENT_MENU } from '@tele/remix-app/features/client-home/client-menu-items.ts';
import type { ClientSession } from '@tele/remix-app/features/client-home/client-sessions.ts';
import { DeclineConfirm } from '@tele/remix-app/features/client-home/decline-confirm.tsx';
import { SessionRequestForm } from '@tele/remix-app/features/client-home/session-request-form.tsx';
import {
  ClientAddressForm,
  ClientInfoForm,
} from '@tele/remix-app/features/client-home/client-profile-forms.tsx';
import {
  AddressFormSchema,
  ProfileFormSchema,
  SessionRequestSchema,
} from '@tele/remix-app/features/client-home/form-schemas.ts';
import { formChecksOf } from '@tele/remix-app/utils/form-checks.server.ts';
import { PRODUCT_NAME } from '../support/fixtures.ts';

// The client's own home (issue 24): its frame, its sections, the Decline confirmation, the request form and
// the profile forms, as a client sees them on a desktop and on a phone.

function session(fields: Partial<ClientSession>): ClientSession {
  return {
    id: '65a1b2c3d4e5f60718293e01',
    kind: 'upcoming',
    title: 'Weekly Check-in',
    providerName: 'Dr. Maya Patel',
    startsAt: '2026-11-24T15:00:00.000Z',
    date: 'Tue, Nov 24, 2026',
    time: '10:00 AM – 10:50 AM',
    length: '50 min',
    isOnline: true,
    notes: '',
    status: 'Wait',
    joinHref: null,
    joinOpens: 'Join opens at 9:45 AM',
    canDecline: true,
    ...fields,
  };
}

const invitation = session({
  id: '65a1b2c3d4e5f60718293e02',
  kind: 'invitation',
  title: 'Intake Session',
  status: 'Waiting for your answer',
  joinOpens: null,
  notes: 'We will go over your goals for the next weeks.',
});
const joinable = session({
  id: '65a1b2c3d4e5f60718293e03',
  title: 'Today’s Session',
  date: 'Mon, Nov 23, 2026',
  time: '10:10 AM – 11:00 AM',
  status: 'Join',
  joinHref: '/client-session/65a1b2c3d4e5f60718293e03?as=client',
  joinOpens: null,
});
const later = session({ id: '65a1b2c3d4e5f60718293e04', status: 'Accepted' });
const request = session({
  id: '65a1b2c3d4e5f60718293e05',
  kind: 'request',
  title: 'Session request',
  status: 'Waiting for Dr. Maya Patel to confirm',
  joinOpens: null,
});
const past = [
  session({
    id: '65a1b2c3d4e5f60718293e06',
    kind: 'past',
    title: 'First Session',
    status: 'Finished',
    canDecline: false,
    joinOpens: null,
  }),
  session({
    id: '65a1b2c3d4e5f60718293e07',
    kind: 'past',
    title: 'Missed One',
    status: 'Expired',
    canDecline: false,
    joinOpens: null,
  }),
];
const providers = [
  {
    id: '65a1b2c3d4e5f60718293d01',
    name: 'Dr. Maya Patel',
    email: 'maya@harborlight.example',
    phone: '15550142231',
    photo: null,
    practiceName: 'Harbor Light Counseling',
  },
];
const pageOf = (page: number, totalPages: number) => ({
  page,
  totalPages,
  firstShown: 1,
  lastShown: Math.min(totalPages, 2),
  total: null,
});

const invoicesDue = {
  list: [
    {
      id: '65a1b2c3d4e5f60718293f01',
      title: 'Weekly Session',
      providerName: 'Maya Patel',
      date: 'Mon, Nov 23, 2026',
      startsAt: '2026-11-23T15:00:00.000Z',
      amount: '$80.50',
      amountCents: 8050,
      notes: '',
    },
  ],
  page: pageOf(1, 1),
};
const paymentsMade = {
  list: [
    {
      ...invoicesDue.list[0]!,
      id: '65a1b2c3d4e5f60718293f02',
      title: 'Intake',
      amount: '$120.00',
      amountCents: 12_000,
      paidDate: 'Fri, Nov 20, 2026',
      refund: '',
    },
  ],
  page: pageOf(1, 1),
};
const noMoney = { list: [], page: pageOf(1, 1) };

const newestArticles: ArticleRow[] = [
  {
    id: '6750a1b2c3d4e5f6a7b8c001',
    title: 'Sleep and anxiety',
    excerpt: 'Small changes to the evening routine help more than most people expect...',
    authorName: 'Dr. Maya Patel',
    authorPhoto: null,
    categoryName: 'Anxiety',
    writtenDate: 'Nov 24, 2026',
    writtenAt: '2026-11-24T15:30:00.000Z',
    comments: 1,
    readers: 12,
    likes: 2,
    cover: null,
    canManage: false,
  },
];

const meta = {
  title: 'Client home/Home',
  component: ClientLayout,
  parameters: { route: { path: '/home' } },
  args: {
    productName: PRODUCT_NAME,
    header: {
      name: 'Jordan Alvarez',
      photo: null,
      practiceNames: ['Harbor Light Counseling'],
    },
    menu: CLIENT_MENU,
    children: (
      <ClientHomeSections
        sessions={{ invitation: [invitation], request: [request], upcoming: [joinable, later] }}
        past={{ list: past, page: pageOf(1, 2) }}
        providers={providers}
        invoices={invoicesDue}
        payments={paymentsMade}
        articlesHtml={renderNewestArticles(newestArticles)}
      />
    ),
  },
} satisfies Meta<typeof ClientLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The header: the practice, the client, Log out posting to /logout.
    // The page's own header comes first (the sections' headers follow).
    const header = within(canvas.getAllByRole('banner')[0]!);
    await expect(header.getByText('Harbor Light Counseling')).toBeVisible();
    await expect(header.getByText('Jordan Alvarez')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log out' }).closest('form')).toHaveAttribute(
      'action',
      '/logout',
    );
    const nav = within(canvas.getByRole('navigation', { name: 'Your pages' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Request a session' })).toHaveAttribute(
      'href',
      '/home/request',
    );
    await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/home/messages');
    await expect(nav.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/home/documents');
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/home/profile');
    await expect(nav.getByRole('link', { name: 'Password' })).toHaveAttribute('href', '/home/password');
    await expect(nav.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/home/articles');

    // The sections, in the order a client looks for them: what waits for it (money owed first), then the rest.
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Invoices due',
      'Sessions to answer',
      'Upcoming sessions',
      'Your requests',
      'Your providers',
      'Documents',
      'From your practice',
      'Past sessions',
      'Payment history',
    ]);
    // The practice's newest articles, each a link to read it, and the way to the rest.
    const articles = within(canvas.getByRole('region', { name: 'From your practice' }));
    await expect(articles.getByRole('link', { name: 'Sleep and anxiety' })).toHaveAttribute(
      'href',
      `/home/articles/${newestArticles[0]!.id}`,
    );
    await expect(articles.getByText('2 likes · 1 comments')).toBeVisible();
    await expect(articles.getByRole('link', { name: 'All articles from your practice' })).toHaveAttribute(
      'href',
      '/home/articles',
    );
    const answer = within(canvas.getByRole('region', { name: 'Sessions to answer' }));
    await expect(answer.getByText('Waiting for your answer')).toBeVisible();
    await expect(answer.getByText('We will go over your goals for the next weeks.')).toBeVisible();
    const decline = answer.getByRole('link', { name: /^Decline Intake Session/ });
    await expect(decline).toHaveAttribute('href', '/home?decline=65a1b2c3d4e5f60718293e02');

    // Join only for the session about to start; the later one says when Join opens.
    const upcoming = within(canvas.getByRole('region', { name: 'Upcoming sessions' }));
    await expect(upcoming.getByRole('link', { name: /^Join Today’s Session/ })).toHaveAttribute(
      'href',
      '/client-session/65a1b2c3d4e5f60718293e03?as=client',
    );
    await expect(upcoming.getAllByRole('link', { name: /^Join/ })).toHaveLength(1);
    await expect(upcoming.getByText('Join opens at 9:45 AM')).toBeVisible();
    await expect(upcoming.getAllByRole('link', { name: /^Cancel my place/ })).toHaveLength(2);

    const requests = within(canvas.getByRole('region', { name: 'Your requests' }));
    await expect(requests.getByText('Waiting for Dr. Maya Patel to confirm')).toBeVisible();
    await expect(requests.getByRole('link', { name: /^Withdraw request/ })).toBeVisible();

    const people = within(canvas.getByRole('region', { name: 'Your providers' }));
    await expect(people.getByText('Harbor Light Counseling')).toBeVisible();
    await expect(people.getByRole('link', { name: 'maya@harborlight.example' })).toHaveAttribute(
      'href',
      'mailto:maya@harborlight.example',
    );

    const history = within(canvas.getByRole('region', { name: 'Past sessions' }));
    await expect(history.getByText('Expired')).toBeVisible();
    await expect(
      within(history.getByRole('navigation', { name: 'Past sessions pages' })).getByRole('link', {
        name: 'Page 2',
      }),
    ).toHaveAttribute('href', '/home?past=2');

    // Approve posts the invitation's id with its intent.
    await userEvent.click(answer.getByRole('button', { name: /^Approve Intake Session/ }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({ id: invitation.id, intent: 'approve' });
  },
};

export const NothingYet: Story = {
  args: {
    children: (
      <ClientHomeSections
        sessions={{ invitation: [], request: [], upcoming: [] }}
        past={{ list: [], page: pageOf(1, 1) }}
        providers={[]}
        invoices={noMoney}
        payments={noMoney}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing to answer and no requests: those sections are left out, the others say what is empty.
    await expect(canvas.queryByRole('region', { name: 'Sessions to answer' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Your requests' })).toBeNull();
    await expect(canvas.getByText(/No sessions are booked/)).toBeVisible();
    await expect(canvas.getByText('You are not connected with a provider yet.')).toBeVisible();
    await expect(canvas.getByText('Your past sessions will be listed here.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Past sessions pages' })).toBeNull();
    // Nothing owed: no invoices section; the history says what it will hold.
    await expect(canvas.queryByRole('region', { name: 'Invoices due' })).toBeNull();
    await expect(canvas.getByText('Your payments will be listed here.')).toBeVisible();
  },
};

export const InvoicesAndPayments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const due = within(canvas.getByRole('region', { name: 'Invoices due' }));
    await expect(
      due.getByRole('link', { name: 'Pay $80.50 for Weekly Session on Mon, Nov 23, 2026' }),
    ).toHaveAttribute('href', '/home/pay/65a1b2c3d4e5f60718293f01');
    const history = within(canvas.getByRole('region', { name: 'Payment history' }));
    await expect(history.getByText('$120.00 · Intake')).toBeVisible();
    await expect(history.getByText('Paid')).toBeVisible();
  },
};

export const ListsUnavailable: Story = {
  args: {
    children: (
      <ClientHomeSections sessions={null} past={null} providers={null} invoices={null} payments={null} />
    ),
  },
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    // Never shown as empty: each list says it could not be loaded.
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Your invoices could not be loaded'),
      expect.stringContaining('Your sessions could not be loaded'),
      expect.stringContaining('Your providers could not be loaded'),
      expect.stringContaining('Your past sessions could not be loaded'),
      expect.stringContaining('Your payments could not be loaded'),
    ]);
  },
};

export const AlsoOnATeam: Story = {
  args: { teamHref: '/dashboard' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Team dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    // Nothing wider than the phone: the header and the links wrap, the cards are one column.
    await waitFor(() =>
      expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
        canvasElement.ownerDocument.documentElement.clientWidth,
      ),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const DeclineConfirmation: StoryObj<typeof DeclineConfirm> = {
  render: () => <DeclineConfirm session={invitation} cancelHref="/home" />,
  parameters: { route: { path: `/home?decline=${invitation.id}` } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: 'Decline this session?' });
    const inDialog = within(dialog);
    await expect(dialog).toHaveTextContent(
      'Intake Session, Tue, Nov 24, 2026, 10:00 AM – 10:50 AM with Dr. Maya Patel.',
    );
    // The safe choice has the focus; Decline posts the decline of this session.
    await expect(inDialog.getByRole('link', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(inDialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]).toMatchObject({
      action: '/home',
      fields: { id: invitation.id, intent: 'decline' },
    });
  },
};

export const CancelMyPlace: StoryObj<typeof DeclineConfirm> = {
  render: () => <DeclineConfirm session={later} cancelHref="/home" />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', {
      name: 'Cancel your place in this session?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Cancel my place' })).toBeVisible();
  },
};

const requestDefaults = { date: '2026-11-24', time: '10:00', minutes: 50, online: true };
const twoProviders = [
  { id: '65a1b2c3d4e5f60718293d01', name: 'Dr. Maya Patel', photo: null },
  { id: '65a1b2c3d4e5f60718293d02', name: 'Sam Rivera', photo: null },
];

export const RequestForm: StoryObj<typeof SessionRequestForm> = {
  render: () => (
    <SessionRequestForm
      providers={twoProviders}
      timeZone="America/New_York"
      today="2026-11-23"
      defaults={requestDefaults}
      checks={formChecksOf(SessionRequestSchema)}
    />
  ),
  parameters: { route: { path: '/home/request' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In your time zone (America/New_York).')).toBeVisible();
    await expect(canvas.getByLabelText('Date')).toHaveValue('2026-11-24');
    await expect(canvas.getByLabelText('Length')).toHaveValue('50');
    await expect(canvas.getByLabelText('By video (online session)')).toBeChecked();
    // No provider chosen: the API's words, and nothing is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByText('Please choose the provider you want.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);

    await userEvent.click(canvas.getByRole('radio', { name: 'Sam Rivera' }));
    await userEvent.selectOptions(canvas.getByLabelText('Length'), '30');
    await userEvent.type(canvas.getByLabelText(/What would you like to talk about/), 'Sleep, mostly.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({
      providerId: '65a1b2c3d4e5f60718293d02',
      date: '2026-11-24',
      time: '10:00',
      minutes: '30',
      online: 'on',
      notes: 'Sleep, mostly.',
    });
  },
};

export const RequestRefused: StoryObj<typeof SessionRequestForm> = {
  render: () => (
    <SessionRequestForm
      providers={twoProviders.slice(0, 1)}
      timeZone="UTC"
      today="2026-11-23"
      defaults={requestDefaults}
      checks={formChecksOf(SessionRequestSchema)}
      lastResult={{
        status: 'error',
        error: { '': ['You can send your request after the provider upgrade the account.'] },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('You can send your request after the provider upgrade the account.'),
    ).toBeVisible();
    // One provider who takes requests is chosen already.
    await expect(canvas.getByRole('radio', { name: 'Dr. Maya Patel' })).toBeChecked();
  },
};

const profile = {
  name: 'Jordan Alvarez',
  email: 'jordan@example.com',
  phone: '15550100',
  gender: 'Female',
  age: 36,
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  stateProvince: 'Texas',
  zipCode: '78701',
  country: 'US',
};

export const Profile: StoryObj<typeof ClientInfoForm> = {
  render: () => (
    <>
      <ClientInfoForm profile={profile} checks={formChecksOf(ProfileFormSchema)} />
      <ClientAddressForm profile={profile} checks={formChecksOf(AddressFormSchema)} />
    </>
  ),
  parameters: { route: { path: '/home/profile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = within(canvas.getByRole('region', { name: 'Personal information' }));
    await expect(info.getByLabelText('Age')).toHaveValue(36);
    await expect(info.getByLabelText('Gender')).toHaveValue('Female');
    // An address without a domain: the API's words, and nothing is sent.
    await userEvent.clear(info.getByLabelText('Email'));
    await userEvent.type(info.getByLabelText('Email'), 'jordan@');
    await userEvent.click(info.getByRole('button', { name: 'Update' }));
    await expect(await info.findByText('Please input the valid email.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);

    const address = within(canvas.getByRole('region', { name: 'Address' }));
    await userEvent.clear(address.getByLabelText('City'));
    await userEvent.type(address.getByLabelText('City'), 'Dallas');
    await userEvent.click(address.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toMatchObject({
      intent: 'address',
      city: 'Dallas',
      country: 'US',
    });
  },
};
