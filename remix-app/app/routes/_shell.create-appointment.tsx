import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { AddClientModal } from '#app/features/clients/add-client-modal.tsx';
import { AppointmentForm } from '#app/features/appointments/appointment-form.tsx';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { Card } from '#app/ui/card.tsx';
import { listAppointmentTypes } from '#app/features/appointments/appointment-types.server.ts';
import { CLIENT_PICKER_PAGE_SIZE, listClients } from '#app/features/clients/clients.server.ts';
import { submitAppointmentForm } from '#app/features/appointments/appointment-actions.server.ts';
import { createAppointmentDefaults } from '#app/features/appointments/appointment-form-model.ts';
import { requireUser } from '#app/features/identity/auth.server.ts';
import { calendarHref, withSearchParams } from '#app/features/appointments/calendar.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { getTimeZone } from '#app/utils/session.server.ts';
import { civilDateOf, nextLocalBoundary } from '#app/utils/zoned-time.ts';
import styles from '#app/features/appointments/create-appointment-page.module.css';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Create Appointment', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [timeZone, types, clients] = await Promise.all([
    getTimeZone(request),
    listAppointmentTypes(request),
    listClients(request, { page: 1, pageSize: CLIENT_PICKER_PAGE_SIZE }),
  ]);
  const now = new Date();
  return {
    today: civilDateOf(now, timeZone),
    initialValues: createAppointmentDefaults({
      start: nextLocalBoundary(now, timeZone),
      providerName: user.name,
    }),
    types: types.types,
    clients: clients.list,
    isAddClientOpen: new URL(request.url).searchParams.get('addClient') === '1',
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  return submitAppointmentForm({
    request,
    formData: await request.formData(),
    // The spec: a message, then the appointment screen (here the toast travels with the redirect).
    successUrl: (values) => calendarHref({ view: 'list', date: values.startDate, calendar: 'my' }),
  });
}

export default function CreateAppointmentRoute() {
  const { today, initialValues, types, clients, isAddClientOpen } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const currentUrl = `${location.pathname}${location.search}`;
  return (
    <div className={pageClass}>
      <PageHeader
        title="Create Appointment"
        description="Book a session with one or more of your clients. Times are in your time zone."
      />
      <Card as="section" variant="settings" className={styles.card} aria-label="New appointment">
        <AppointmentForm
          id="create-appointment-form"
          mode="create"
          initialValues={initialValues}
          types={types}
          clients={clients}
          today={today}
          action="/create-appointment"
          lastResult={actionData?.result}
          overlap={actionData?.clash ?? null}
          isSubmitting={navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST'}
          cancelHref="/appointment"
          addClientHref={withSearchParams(currentUrl, { addClient: '1' })}
        />
      </Card>
      {isAddClientOpen ? (
        <AddClientModal
          redirectTo={withSearchParams(currentUrl, { addClient: null })}
          cancelHref={withSearchParams(currentUrl, { addClient: null })}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
