import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DirectoryProfilePage } from '@tele/remix-app/features/practice/directory-profile-page.tsx';
import { PracticeSettingsPage } from '@tele/remix-app/features/practice/practice-settings-page.tsx';
import {
  BrandingPreview,
  InvoiceSettingsPreview,
  PaymentMethodPreview,
  PracticeProfilePreview,
} from '@tele/remix-app/features/practice/practice-previews.tsx';
import type { PracticePreviewData } from '@tele/remix-app/features/practice/practice.ts';
import {
  SchedulingCalendarPage,
  SchedulingCreatePage,
  SchedulingViewPage,
} from '@tele/remix-app/features/practice/scheduling-calendar-pages.tsx';
import { SubscriptionPage } from '@tele/remix-app/features/practice/subscription-page.tsx';
import type { Availability } from '@tele/remix-app/features/practice/availability.ts';
import { monthGridDays } from '@tele/remix-app/features/appointments/calendar.ts';

const team = {
  isAvailable: true,
  members: [
    { id: 't1', name: 'Dana Whitaker', roleLabel: 'Owner', photo: null },
    { id: 't2', name: 'Pia Provider', roleLabel: 'Provider', photo: null },
  ],
};
const preview: PracticePreviewData = {
  practiceName: 'Harbor Light Counseling',
  team,
  plan: { isAvailable: true, plan: 'Individual ULTIMATE, billed monthly' },
};

const meta = {
  title: 'Practice/Pages',
  component: PracticeSettingsPage,
  parameters: { layout: 'padded', route: { path: '/settings-practice' } },
  args: {
    practiceName: 'Harbor Light Counseling',
    roleLabel: 'Provider',
    isAccountCreator: false,
    canExport: false,
    team,
  },
} satisfies Meta<typeof PracticeSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The practice, its team, and what leaving means for a member. */
export const Practice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('PracticeHarbor Light Counseling');
    const members = within(canvas.getByRole('list', { name: "The practice's team" })).getAllByRole(
      'listitem',
    );
    await expect(members.map((member) => member.textContent)).toEqual([
      'DWDana WhitakerOwner',
      'PPPia ProviderProvider',
    ]);
    await expect(canvasElement).toHaveTextContent('Leaving a practice deletes your account in it');
    // Only the practice's owners export it.
    await expect(canvas.queryByRole('button', { name: "Export the practice's data" })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Practice' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link', { name: 'Account Users' })[0]).toHaveAttribute(
      'href',
      '/provider-management',
    );
  },
};

/** The account creator cannot leave: support closes a practice. An owner exports its data (ADR 0048). */
export const PracticeOfItsCreator: Story = {
  args: { roleLabel: 'Owner', isAccountCreator: true, canExport: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support');
    const exportButton = canvas.getByRole('button', { name: "Export the practice's data" });
    await expect(exportButton.closest('form')).toHaveAttribute('action', '/settings-practice/export');
    await expect(exportButton.closest('form')).toHaveAttribute('method', 'post');
  },
};

/** Every static practice page says it is a read-only preview and has no form. */
export const ReadOnlyPreviews: Story = {
  parameters: { route: { path: '/practice-branding' } },
  render: () => (
    <>
      <PracticeProfilePreview {...preview} />
      <PaymentMethodPreview {...preview} card={{ isAvailable: true, hasCard: true }} />
      <InvoiceSettingsPreview />
      <BrandingPreview {...preview} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Read-only preview.')).toHaveLength(4);
    await expect(canvasElement.querySelector('form, input, select, textarea')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Practice nameHarbor Light Counseling');
    await expect(canvasElement).toHaveTextContent('3-day free trial');
    await expect(canvasElement).toHaveTextContent('PlanIndividual ULTIMATE, billed monthly');
    await expect(canvasElement).toHaveTextContent('CardOn file');
  },
};

const hours = (start: string, end: string, office: string | null = null) => ({
  start,
  end,
  inPerson: office !== null,
  office,
  officeId: null,
});
const week = [hours('09:00', '12:00'), hours('13:00', '17:00', 'Harbor Street')];
const availability: Availability = {
  timeZone: 'America/New_York',
  weekly: [[], week, week, week, week, week, []],
  overrides: [
    { date: '2026-11-26', ranges: [] },
    { date: '2026-11-28', ranges: [hours('10:00', '12:00')] },
  ],
  minNoticeMinutes: 1440,
  horizonDays: 60,
  bufferMinutes: 10,
  requestableTypes: [{ typeId: 'a', lengthMinutes: 50 }],
  isSet: true,
  allowRequests: true,
};
const intake = { id: 'a', name: 'Intake', description: '', length: 60, amount: 120 };
const calendarDays = monthGridDays('2026-11-25');

/** The month: each day's hours (a day off, extra hours), the sessions booked on it, today marked. */
export const SchedulingCalendar: Story = {
  parameters: { route: { path: '/scheduling-calendar' } },
  render: () => (
    <SchedulingCalendarPage
      today="2026-11-25"
      month="2026-11-01"
      previousMonth="2026-10"
      nextMonth="2026-12"
      days={calendarDays}
      timeZone="America/New_York"
      availability={availability}
      availabilityMsg={null}
      booked={{
        isAvailable: true,
        days: calendarDays.map((day) =>
          day === '2026-11-24'
            ? [
                { id: '1', title: 'Intake', time: '9:00 AM' },
                { id: '2', title: 'Follow-up', time: '1:00 PM' },
              ]
            : [],
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'November 2026' })).toBeVisible();
    await expect(canvas.getAllByRole('cell')).toHaveLength(42);
    await expect(canvasElement.querySelector('[aria-current="date"]')).toHaveTextContent('25');
    await expect(canvasElement.querySelector('[aria-current="date"]')).toHaveTextContent(
      '9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM (Harbor Street)',
    );
    await expect(canvas.getByText('Day off')).toBeVisible();
    await expect(canvas.getByText('10:00 AM – 12:00 PM (this day only)')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '2 booked' })).toHaveTextContent('9:00 AM Intake');
    await expect(canvas.getByRole('link', { name: 'Next month' })).toHaveAttribute(
      'href',
      '/scheduling-calendar?month=2026-12',
    );
    await expect(canvas.getByRole('link', { name: 'Scheduling Calendar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The availability editor: the week's ranges, the overrides, the booking rules and the requestable types. */
export const AvailabilityEditorStory: Story = {
  name: 'Availability editor',
  parameters: { route: { path: '/scheduling-calendar-create' } },
  render: () => (
    <SchedulingCreatePage
      availability={availability}
      availabilityMsg={null}
      types={{ isAvailable: true, types: [intake] }}
      timeZones={['America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe']}
      lastAnswer={{ ok: false, msg: 'The working ranges of a day must not overlap.' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The working ranges of a day must not overlap.',
    );
    const monday = canvas.getByRole('group', { name: 'Monday, range 2' });
    await expect(within(monday).getByLabelText('From')).toHaveValue('13:00');
    await expect(within(monday).getByLabelText('In person')).toBeChecked();
    await expect(within(monday).getByLabelText('Office')).toHaveValue('Harbor Street');
    await expect(canvas.getByRole('group', { name: 'Sunday, range 1' })).toBeVisible();
    const dayOff = canvas.getByRole('group', { name: 'Date override Thursday, November 26, 2026' });
    await expect(within(dayOff).getByLabelText('Day off')).toBeChecked();
    await expect(canvas.getByLabelText('Minimum notice')).toHaveValue('1440');
    await expect(canvas.getByLabelText('Buffer between sessions')).toHaveValue('10');
    await expect(canvas.getByLabelText('Intake')).toBeChecked();
    await expect(canvas.getByLabelText('Intake: minutes')).toHaveValue(50);
    await expect(canvas.getAllByRole('button', { name: 'Save availability' })).toHaveLength(2);
  },
};

/**
 * With in-office sessions on and offices kept (ADR 0055), an in-person range's office is chosen from them; a
 * place typed before offices were real stays the first choice, "as typed", and is posted back unchanged.
 */
export const AvailabilityEditorWithOffices: Story = {
  name: 'Availability editor with offices',
  parameters: { route: { path: '/scheduling-calendar-create' } },
  render: () => (
    <SchedulingCreatePage
      availability={{
        ...availability,
        weekly: [
          [],
          [
            hours('09:00', '12:00'),
            {
              ...hours('13:00', '17:00', 'Harbor Light — 12 Main Street, Birmingham, Alabama 35203'),
              officeId: 'o-harbor',
            },
          ],
          week,
          [],
          [],
          [],
          [],
        ],
      }}
      availabilityMsg={null}
      types={{ isAvailable: true, types: [intake] }}
      timeZones={['America/New_York']}
      lastAnswer={null}
      officeChoices={[
        { id: 'o-harbor', name: 'Harbor Light' },
        { id: 'o-lyon', name: 'Lyon Annex' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const monday = within(canvas.getByRole('group', { name: 'Monday, range 2' })).getByLabelText('Office');
    await expect(monday).toHaveValue('o-harbor');
    await expect(Array.from((monday as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'No office',
      'Harbor Light',
      'Lyon Annex',
    ]);
    const tuesday = within(canvas.getByRole('group', { name: 'Tuesday, range 2' })).getByLabelText('Office');
    await expect(tuesday).toHaveValue('');
    await expect((tuesday as HTMLSelectElement).options[0]).toHaveTextContent('As typed: Harbor Street');
    await expect(canvasElement.querySelector('input[type="hidden"][name="day2-1-office"]')).toHaveValue(
      'Harbor Street',
    );
  },
};

/** The slot picker as a client sees it: a week of free times in the viewer's zone, radio buttons by day. */
export const SlotPicker: Story = {
  parameters: { route: { path: '/scheduling-calendar-view' } },
  render: () => (
    <SchedulingViewPage
      scheduling={{ ok: true, settings: { allowRequests: true, reminders: true, leadTime: '2' } }}
      bookingLink="https://app.example.test/book/dana-whitaker-7k2q"
      types={{ isAvailable: true, types: [intake] }}
      zone="Asia/Kolkata"
      ownZone="America/New_York"
      timeZones={['America/New_York', 'Asia/Kolkata']}
      first="2026-11-23"
      previousWeek={null}
      nextWeek="2026-11-30"
      free={{
        ok: true,
        providerName: 'Dana Whitaker',
        providerZone: 'America/New_York',
        types: [{ id: 'a', name: 'Intake', lengthMinutes: 50 }],
        typeId: 'a',
        days: [
          {
            date: '2026-11-23',
            slots: [
              { start: '2026-11-23T14:00:00.000Z', label: '7:30 PM', inPerson: false, office: null },
              {
                start: '2026-11-23T18:00:00.000Z',
                label: '11:30 PM',
                inPerson: true,
                office: 'Harbor Street',
              },
            ],
          },
          { date: '2026-11-24', slots: [] },
        ],
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Clients may request sessionsYes');
    await expect(canvasElement).toHaveTextContent(
      'Times in Asia/Kolkata; your hours are set in America/New_York.',
    );
    const monday = canvas.getByRole('group', { name: 'Monday, November 23' });
    await expect(within(monday).getAllByRole('radio')).toHaveLength(2);
    await expect(within(monday).getByLabelText('11:30 PM · Harbor Street')).not.toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Tuesday, November 24' })).toHaveTextContent(
      'No free times',
    );
    await expect(canvas.getByRole('link', { name: 'Next week' })).toHaveAttribute(
      'href',
      '/scheduling-calendar-view?zone=Asia%2FKolkata&from=2026-11-30&type=a',
    );
  },
};

const PLAN_PRICES = [
  { id: 'price_month_individual_basic', key: 'individual_basic', interval: 'month', amount: 2900 },
  { id: 'price_month_individual_plus', key: 'individual_plus', interval: 'month', amount: 4900 },
  { id: 'price_month_individual_ultimate', key: 'individual_ultimate', interval: 'month', amount: 6900 },
  { id: 'price_month_team_basic', key: 'team_basic', interval: 'month', amount: 9900 },
  { id: 'price_month_team_ultimate', key: 'team_ultimate', interval: 'month', amount: 19900 },
  { id: 'price_year_individual_basic', key: 'individual_basic', interval: 'year', amount: 29000 },
  { id: 'price_year_individual_plus', key: 'individual_plus', interval: 'year', amount: 49000 },
  { id: 'price_year_individual_ultimate', key: 'individual_ultimate', interval: 'year', amount: 69000 },
  { id: 'price_year_team_basic', key: 'team_basic', interval: 'year', amount: 99000 },
  { id: 'price_year_team_ultimate', key: 'team_ultimate', interval: 'year', amount: 199000 },
] as const;
const TRIAL = {
  id: 'sub_story',
  status: 'trialing',
  planKey: 'individual_plus',
  interval: 'month',
  startDate: '2026-11-21T09:00:00.000Z',
  trialEnd: '2026-11-24T09:00:00.000Z',
  periodStart: '2026-11-21T09:00:00.000Z',
  periodEnd: '2026-11-24T09:00:00.000Z',
  hasPaymentMethod: false,
  isLive: true,
} as const;
const subscriptionArgs = {
  isAvailable: true,
  plans: PLAN_PRICES,
  interval: 'month',
  canManage: true,
  replace: null,
} as const;

/** The plan cards in a trial: prices from Stripe, the practice's own checked, the card asked for. */
export const Subscription: Story = {
  parameters: { route: { path: '/practice-subscription' } },
  render: () => <SubscriptionPage {...subscriptionArgs} subscription={TRIAL} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const individual = within(canvas.getByRole('region', { name: 'Individual plans' }));
    await expect(
      individual.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['BASIC (Individual)', 'ADVANCED (Individual)Your plan', 'ULTIMATE (Individual)']);
    await expect(individual.getByText('$49 / month')).toBeVisible();
    await expect(individual.getAllByRole('link', { name: 'Choose this plan' })).toHaveLength(2);
    await expect(canvasElement).toHaveTextContent('Your free trial is running.');
    await expect(canvas.getByRole('region', { name: 'Team plans' })).toBeVisible();
  },
};

/** Annually: the yearly prices. */
export const SubscriptionAnnually: Story = {
  parameters: { route: { path: '/practice-subscription' } },
  render: () => <SubscriptionPage {...subscriptionArgs} interval="year" subscription={TRIAL} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Annually' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('$490 / year')).toBeVisible();
  },
};

/** Without a subscription, the spec's sentence and START FREE TRIAL on every plan. */
export const NoSubscription: Story = {
  parameters: { route: { path: '/practice-subscription' } },
  render: () => <SubscriptionPage {...subscriptionArgs} subscription={null} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      'It seems you have not register your billing info yet. Please go to profile page and enter your credit/debit card info.',
    );
    await expect(canvasElement).not.toHaveTextContent('Your plan');
    await expect(within(canvasElement).getAllByRole('button', { name: 'START FREE TRIAL' })).toHaveLength(5);
  },
};

/** Choosing another plan while subscribed asks first. */
export const ReplaceDialog: Story = {
  parameters: { route: { path: '/practice-subscription' } },
  render: () => (
    <SubscriptionPage {...subscriptionArgs} subscription={TRIAL} replace="price_month_individual_ultimate" />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: 'Change your plan',
    });
    await expect(dialog).toHaveTextContent('A subscription already created!');
    await expect(dialog).toHaveTextContent('Individual ULTIMATE, $69 / month');
  },
};

/** /add-profile: the public profile's parts, written or not. */
export const PublicProfile: Story = {
  parameters: { route: { path: '/add-profile' } },
  render: () => (
    <DirectoryProfilePage
      ok
      checks={[
        { label: 'A photo', isDone: true },
        { label: 'About you (About Provider)', isDone: false },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '1 of 2 parts written' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('About you (About Provider): not written yet');
    await expect(canvas.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/settings-profile',
    );
  },
};
