import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AppointmentTypeModal } from '#app/features/appointments/appointment-type-modal.tsx';
import { AppointmentTypesTable } from '#app/features/appointments/appointment-types-table.tsx';
import type {
  loadAppointmentTypesPage,
  submitAppointmentType,
} from '#app/features/appointments/appointment-types-page.server.ts';
import { AppointmentTabs } from '#app/features/appointments/calendar-toolbar.tsx';
import { APPOINTMENT_TYPES_PATH } from '#app/features/appointments/calendar.ts';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { cx } from '#app/utils/cx.ts';
import pageStyles from '#app/features/appointments/appointment-page.module.css';

/**
 * The Appointment Types screen (/appointment-type): the list, and the Create or Edit modal the URL opens. It
 * reads the route's loader and action data.
 */

const PATH = APPOINTMENT_TYPES_PATH;

export function AppointmentTypesPage() {
  const { isAvailable, types, editing, isCreateOpen } = useLoaderData<typeof loadAppointmentTypesPage>();
  const actionData = useActionData<typeof submitAppointmentType>();
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  return (
    <div className={cx(pageClass, pageStyles.appointmentPage)}>
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
