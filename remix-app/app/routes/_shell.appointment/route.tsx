import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { lazy, Suspense } from 'react';
import { useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { InvitedList, RequestedList } from '#app/features/appointments/appointment-requests.tsx';
import { AppointmentTabs, CalendarToolbar } from '#app/features/appointments/calendar-toolbar.tsx';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { MonthAgenda } from '#app/features/appointments/month-agenda.tsx';
import { MonthGrid } from '#app/features/appointments/month-grid.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { DraggableTimeGrid } from '#app/features/appointments/draggable-time-grid.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { STATE, type Appointment } from '#app/features/appointments/appointment.ts';
import {
  submitAppointmentDecision,
  submitAppointmentForm,
  submitAppointmentMove,
} from '#app/features/appointments/appointment-actions.server.ts';
import { requireUser } from '#app/features/identity/auth.server.ts';
import {
  calendarHref,
  isListView,
  LIST_PAGE_SIZE,
  readCalendarQuery,
  withSearchParams,
} from '#app/features/appointments/calendar.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { sessionHref } from '#app/features/appointments/index.ts';
import { getTimeZone } from '#app/utils/session.server.ts';
import { civilDateOf } from '#app/utils/zoned-time.ts';
import { loadAppointmentScreen } from '#app/features/appointments/calendar.server.ts';
import pageStyles from '#app/features/appointments/appointment-page.module.css';
import { cx } from '#app/utils/cx.ts';

/*
 * The dialogs the screen opens by its URL (Create, Edit or View Appointment with the appointment form, Add
 * Client, Delete) are fetched when they open: the Week view's JavaScript has 150 KB (issue 30, ADR 0053), and the
 * form's validation (conform, zod) is a sixth of it. The server renders them in place as ever.
 */
const AppointmentModal = lazy(() =>
  import('#app/features/appointments/appointment-modal.tsx').then((m) => ({ default: m.AppointmentModal })),
);
const AddClientModal = lazy(() =>
  import('#app/features/clients/add-client-modal.tsx').then((m) => ({ default: m.AddClientModal })),
);
const DeleteAppointmentConfirm = lazy(() =>
  import('#app/features/appointments/delete-appointment-confirm.tsx').then((m) => ({
    default: m.DeleteAppointmentConfirm,
  })),
);

/** The spec only logs failed list calls; an empty calendar would then look like "no appointments", so say so. */
const UNAVAILABLE_NOTICE =
  'Some appointments could not be loaded right now. Please reload the page in a moment.';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Appointments', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const timeZone = await getTimeZone(request);
  return loadAppointmentScreen({ request, user, timeZone, now: new Date() });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const formData = await request.formData();
  const timeZone = await getTimeZone(request);
  const url = new URL(request.url);
  const query = readCalendarQuery(url.searchParams, civilDateOf(new Date(), timeZone));
  const hasDate = url.searchParams.has('date');
  if (formData.get('intent') === 'save') {
    return submitAppointmentForm({
      request,
      formData,
      // The calendar at the appointment's date, so the person sees what they booked.
      successUrl: (values) =>
        calendarHref({
          view: isListView(query.view) ? 'list' : query.view,
          date: values.startDate,
          calendar: query.calendar,
        }),
    });
  }
  const returnUrl = calendarHref({ ...query, date: hasDate ? query.date : null });
  if (formData.get('intent') === 'move') {
    // A drag on the week or day view: saved as the Edit form saves, back on the same week.
    return submitAppointmentMove({ request, formData, returnUrl });
  }
  return submitAppointmentDecision({ request, formData, returnUrl });
}

export default function AppointmentRoute() {
  const {
    query,
    modal,
    today,
    timeZone,
    periodLabel,
    days,
    list,
    isAvailable,
    form,
    toDelete,
    openError,
    viewerId,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const currentUrl = `${location.pathname}${location.search}`;
  const baseHref = calendarHref(query);
  const isSaving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const isDeleting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete';

  const hrefForAppointment = (appointment: Pick<Appointment, 'id'>) =>
    calendarHref(query, { appointment: appointment.id });
  const hrefForDay = (date: string) => calendarHref({ view: 'day', date, calendar: query.calendar });
  const appointmentAction =
    actionData && 'form' in actionData && actionData.form === 'appointment' ? actionData : null;
  const moveAnswer = actionData && 'form' in actionData && actionData.form === 'move' ? actionData : null;
  const decisionError =
    actionData && 'form' in actionData && actionData.form === 'decision' ? actionData.msg : null;

  return (
    <div className={cx(pageClass, pageStyles.appointmentPage)}>
      <PageHeader
        title="Appointments"
        description="Your sessions and requests, in your time zone."
        actions={
          <ButtonLink
            to={calendarHref(query, { create: true })}
            size="lg"
            icon={<Icon name="plus" size={18} />}
            preventScrollReset
          >
            Create Appointment
          </ButtonLink>
        }
      />
      <AppointmentTabs current="calendar" />
      <Card as="section" variant="calendar" aria-labelledby="calendar-title">
        <h2 className="visually-hidden" id="calendar-title">
          Calendar
        </h2>
        <CalendarToolbar query={query} periodLabel={periodLabel} />
        {!isAvailable ? <Alert tone="info">{UNAVAILABLE_NOTICE}</Alert> : null}
        {openError ? <Alert tone="error">{openError}</Alert> : null}
        {decisionError ? <Alert tone="error">{decisionError}</Alert> : null}
        {query.view === 'list' ? (
          <MonthGrid
            days={days}
            timeZone={timeZone}
            caption={periodLabel}
            hrefForAppointment={hrefForAppointment}
            hrefForDay={hrefForDay}
          />
        ) : null}
        {query.view === 'month' ? (
          <MonthAgenda days={days} timeZone={timeZone} hrefForAppointment={hrefForAppointment} />
        ) : null}
        {query.view === 'week' || query.view === 'day' ? (
          <DraggableTimeGrid
            days={days}
            timeZone={timeZone}
            label={periodLabel}
            hrefForAppointment={hrefForAppointment}
            hrefForDay={hrefForDay}
            action={currentUrl}
            answer={moveAnswer}
          />
        ) : null}
        {query.view === 'requested' ? (
          <RequestedList
            appointments={list.appointments}
            page={list.page}
            timeZone={timeZone}
            hrefForAppointment={hrefForAppointment}
            hrefForSession={(appointment) => sessionHref(appointment, viewerId)}
            formAction={currentUrl}
          />
        ) : null}
        {query.view === 'invited' ? (
          <InvitedList
            appointments={list.appointments}
            page={list.page}
            pageSize={LIST_PAGE_SIZE}
            timeZone={timeZone}
            hrefForDelete={(appointment) =>
              calendarHref(query, { appointment: appointment.id, confirmDelete: true })
            }
          />
        ) : null}
      </Card>

      {form ? (
        <Suspense>
          <AppointmentModal
            key={form.appointment?.id ?? 'create'}
            mode={form.mode}
            appointment={form.appointment}
            appointmentId={form.appointment?.id}
            finishedOn={form.finishedOn}
            sessionHref={form.sessionHref}
            messages={form.messages}
            timeZone={timeZone}
            initialValues={form.initialValues}
            types={form.types}
            clients={form.clients}
            today={today}
            action={withSearchParams(currentUrl, { addClient: null })}
            lastResult={appointmentAction?.result}
            overlap={appointmentAction?.clash ?? null}
            isSubmitting={isSaving}
            cancelHref={baseHref}
            deleteHref={
              form.canDelete && form.appointment
                ? calendarHref(query, { appointment: form.appointment.id, confirmDelete: true })
                : null
            }
            addClientHref={withSearchParams(currentUrl, { addClient: '1' })}
          />
        </Suspense>
      ) : null}
      {toDelete ? (
        <Suspense>
          <DeleteAppointmentConfirm
            appointmentId={toDelete.id}
            description={
              toDelete.state === STATE.shareLink
                ? `The invitation to ${toDelete.inviteEmail ?? toDelete.invitePhone ?? ''}`
                : toDelete.title
            }
            action={currentUrl}
            cancelHref={
              query.view === 'invited' ? baseHref : calendarHref(query, { appointment: toDelete.id })
            }
            isSubmitting={isDeleting}
          />
        </Suspense>
      ) : null}
      {modal.isAddClientOpen ? (
        <Suspense>
          <AddClientModal
            redirectTo={withSearchParams(currentUrl, { addClient: null })}
            cancelHref={withSearchParams(currentUrl, { addClient: null })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
