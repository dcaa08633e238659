import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AppointmentTypeModal } from '#app/features/appointments/appointment-type-modal.tsx';
import { AppointmentTypesTable } from '#app/features/appointments/appointment-types-table.tsx';
import { AppointmentTabs } from '#app/features/appointments/calendar-toolbar.tsx';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { PageHeader } from '#app/ui/page-header.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { Icon } from '#app/ui/icon.tsx';
import {
  deleteAppointmentType,
  listAppointmentTypes,
  saveAppointmentType,
} from '#app/features/appointments/appointment-types.server.ts';
import { requireUser } from '#app/features/identity/auth.server.ts';
import { AppointmentTypeFormSchema } from '#app/features/appointments/form-schemas.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';
import pageStyles from '#app/features/appointments/appointment-page.module.css';
import { cx } from '#app/utils/cx.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Appointment Types', matches) }];

const PATH = '/appointment-type';

/** `?create=1` opens Create Appointment Type; `?edit=<position>` opens Edit Appointment Type. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const { isAvailable, types } = await listAppointmentTypes(request);
  const params = new URL(request.url).searchParams;
  const editOrder = Number(params.get('edit'));
  const editing =
    params.has('edit') && Number.isInteger(editOrder) && types[editOrder]
      ? { order: editOrder, type: types[editOrder] }
      : null;
  return { isAvailable, types, editing, isCreateOpen: params.get('create') === '1' && !editing };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: AppointmentTypeFormSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const values = submission.value;
  const outcome =
    values.intent === 'delete'
      ? await deleteAppointmentType(request, { order: values.order, id: values.id })
      : await saveAppointmentType(request, values);
  if (!outcome.ok) return data({ result: submission.reply({ formErrors: [outcome.msg] }) }, { status: 400 });
  // The spec shows the message, then reloads the list.
  return redirectWithToast(PATH, { type: 'success', description: outcome.msg });
}

export default function AppointmentTypeRoute() {
  const { isAvailable, types, editing, isCreateOpen } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  return (
    <div className={cx('page', pageStyles.appointmentPage)}>
      <PageHeader
        title="Appointment Types"
        actions={
          <ButtonLink
            to={`${PATH}?create=1`}
            size="lg"
            icon={<Icon name="plus" size={18} />}
            preventScrollReset
          >
            Create Appointment Type
          </ButtonLink>
        }
      />
      <AppointmentTabs current="types" />
      <Card as="section" variant="calendar" aria-labelledby="types-title">
        <h2 className={cardClasses.title} id="types-title">
          Your appointment types
        </h2>
        <p className={cardClasses.description}>
          Appointment types give your sessions a default length and amount. Clients who book through the
          client scheduler pick a type instead of a length, and choosing a type on an appointment fills in its
          length and payment.
        </p>
        {!isAvailable ? (
          <Alert tone="info">
            The appointment types could not be loaded right now. Please reload the page in a moment.
          </Alert>
        ) : null}
        <AppointmentTypesTable types={types} hrefForEdit={(order) => `${PATH}?edit=${order}`} />
      </Card>
      {editing || isCreateOpen ? (
        <AppointmentTypeModal
          key={editing ? `edit-${editing.order}` : 'create'}
          editing={editing}
          lastResult={actionData?.result}
          isSubmitting={isSubmitting}
          cancelHref={PATH}
          action={editing ? `${PATH}?edit=${editing.order}` : `${PATH}?create=1`}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
