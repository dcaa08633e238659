import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { AppointmentTypesPage } from '#app/features/appointments/appointment-types-page.tsx';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import {
  loadAppointmentTypesPage,
  submitAppointmentType,
} from '#app/features/appointments/appointment-types-page.server.ts';
import { pageTitle } from '#app/utils/public-env.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Appointment Types', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadAppointmentTypesPage(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitAppointmentType(request);
}

export default function AppointmentTypeRoute() {
  return <AppointmentTypesPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
