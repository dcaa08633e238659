import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import {
  deleteAppointmentType,
  listAppointmentTypes,
  saveAppointmentType,
} from '#app/features/appointments/appointment-types.server.ts';
import { APPOINTMENT_TYPES_PATH } from '#app/features/appointments/calendar.ts';
import { AppointmentTypeFormSchema } from '#app/features/appointments/form-schemas.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';

/** The list, and the open modal: `?create=1` opens Create Appointment Type; `?edit=<position>` opens Edit. */
export async function loadAppointmentTypesPage(request: Request) {
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

/** Create, update or delete a type; success shows the API's message over the reloaded list. */
export async function submitAppointmentType(request: Request) {
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
  return redirectWithToast(APPOINTMENT_TYPES_PATH, { type: 'success', description: outcome.msg });
}
