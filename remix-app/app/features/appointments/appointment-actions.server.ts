import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import * as z from 'zod/mini';
import { data } from '@remix-run/node';
import type { AppointmentBody } from '#app/services/api.server.ts';
import {
  acceptAppointment,
  cancelAppointment,
  getAppointment,
  saveAppointment,
} from '#app/features/appointments/appointments.server.ts';
import type { Clash } from '#app/features/appointments/appointments.server.ts';
import type { Appointment } from '#app/features/appointments/appointment.ts';
import { getAppointmentModalMode } from '#app/features/appointments/appointment.ts';
import { appointmentToFormValues } from '#app/features/appointments/appointment-form-model.ts';
import {
  APPOINTMENT_MESSAGES,
  AppointmentDecisionSchema,
  AppointmentFormSchema,
} from '#app/features/appointments/form-schemas.ts';
import type { AppointmentForm } from '#app/features/appointments/form-schemas.ts';
import { IdField } from '#app/utils/form-fields.ts';
import { getTimeZone } from '#app/utils/session.server.ts';
import { createToastHeaders, redirectWithToast } from '#app/utils/toast.server.ts';
import { localDateTimeToInstant, toLocalInputs } from '#app/utils/zoned-time.ts';

/**
 * What the appointment form's action does, shared by /create-appointment and the Create / Edit modals of
 * /appointment: parse with the form's schema, turn the local dates and times into UTC instants in the viewer's
 * zone, call the API, then redirect with a toast or answer the refusal to the form.
 */

/** The form's local values as create-appointment's body, instants in UTC. */
export function toAppointmentBody(values: AppointmentForm, timeZone: string): AppointmentBody {
  const start = localDateTimeToInstant(values.startDate, values.startTime, timeZone);
  const end =
    values.allDay || !values.endDate || !values.endTime
      ? null
      : localDateTimeToInstant(values.endDate, values.endTime, timeZone);
  // The repeat-until day at the start's local time: the API compares local days in the provider's zone.
  const repeatUntil =
    values.recurring && values.repeatUntil
      ? localDateTimeToInstant(values.repeatUntil, values.startTime, timeZone)
      : null;
  return {
    title: values.title ?? '',
    notes: values.notes ?? '',
    all_day: values.allDay,
    recurring: values.recurring,
    online: values.online,
    start_time: start.toISOString(),
    end_time: end ? end.toISOString() : null,
    repeat_until: repeatUntil ? repeatUntil.toISOString() : null,
    recurrence_frequency: values.recurring ? (values.frequency ?? null) : null,
    invitees_id: values.inviteesId,
    payment: values.payment,
    type: values.type ? values.type : null,
    ...(values.allowOverlap ? { allow_overlap: true } : {}),
  };
}

export type AppointmentFormActionData = {
  form: 'appointment';
  result: SubmissionResult<string[]>;
  clash: (Clash & { msg: string }) | null;
};

export async function submitAppointmentForm({
  request,
  formData,
  successUrl,
}: {
  request: Request;
  formData: FormData;
  /** Where to go after a save, e.g. the calendar at the appointment's date. */
  successUrl: (values: AppointmentForm) => string;
}) {
  const submission = parseWithZod(formData, { schema: AppointmentFormSchema });
  if (submission.status !== 'success') {
    return data<AppointmentFormActionData>(
      { form: 'appointment', result: submission.reply(), clash: null },
      { status: 400 },
    );
  }
  const timeZone = await getTimeZone(request);
  const outcome = await saveAppointment(request, {
    id: submission.value.id,
    body: toAppointmentBody(submission.value, timeZone),
  });
  if (outcome.ok) {
    return redirectWithToast(successUrl(submission.value), { type: 'success', description: outcome.msg });
  }
  if ('clash' in outcome) {
    // Shown next to the time fields with "Book anyway", not as a general error.
    return data<AppointmentFormActionData>(
      { form: 'appointment', result: submission.reply(), clash: { ...outcome.clash, msg: outcome.msg } },
      { status: 400 },
    );
  }
  return data<AppointmentFormActionData>(
    { form: 'appointment', result: submission.reply({ formErrors: [outcome.msg] }), clash: null },
    { status: outcome.status === 429 ? 429 : 400 },
  );
}

/** An instant as the browser writes it (`Date#toISOString`): what a drag on the week view posts. */
const InstantField = z.iso.datetime({ error: APPOINTMENT_MESSAGES.badStart });

/**
 * What a drag on the week or day view posts (ADR 0053): the appointment moved or resized to new instants, and "Book
 * anyway" as the answer to an overlap refusal. The action checks the result with AppointmentFormSchema, as
 * if the same times had been typed into the Edit form.
 */
const AppointmentMoveSchema = z.object({
  intent: z.literal('move'),
  id: IdField,
  start: InstantField,
  end: InstantField,
  allowOverlap: z._default(z.boolean(), false),
});

/** What a drag on the week view is answered with when it is not saved; `clash` asks the overlap question. */
export type AppointmentMoveActionData = {
  form: 'move';
  id: string | null;
  msg: string;
  clash: Clash | null;
};

/** Said when a drag reaches an appointment the Edit form would only show (another's, finished, all day). */
export const MOVE_REFUSED_MESSAGE = 'This appointment cannot be moved. Open it to see why.';

/**
 * The fields the Edit form would post for this appointment with its start and end changed: what it holds,
 * the new local dates and times in the viewer's zone, and no repeat fields (the Edit form's are disabled, so
 * an edit changes this session only).
 */
export function moveFormData(
  appointment: Appointment,
  { start, end, allowOverlap }: { start: Date; end: Date; allowOverlap: boolean },
  timeZone: string,
): FormData {
  const values = appointmentToFormValues(appointment, timeZone);
  const from = toLocalInputs(start, timeZone);
  const to = toLocalInputs(end, timeZone);
  const formData = new FormData();
  formData.set('id', appointment.id);
  formData.set('title', values.title);
  formData.set('type', values.type);
  for (const id of values.inviteesId) formData.append('inviteesId', id);
  formData.set('startDate', from.date);
  formData.set('startTime', from.time);
  formData.set('endDate', to.date);
  formData.set('endTime', to.time);
  if (values.online) formData.set('online', 'on');
  formData.set('payment', values.payment);
  formData.set('notes', values.notes);
  if (allowOverlap) formData.set('allowOverlap', 'on');
  return formData;
}

/**
 * A drag on the week or day view (ADR 0053): the appointment moved to another time or day, or its end dragged.
 * It is saved as the Edit form would save the same times: the form's schema (an end within 2 hours of the
 * start...), then the API's edit with its rules and words; a refusal that names a clash is the overlap
 * question, answered by posting again with `allowOverlap`. A save redirects with the API's toast.
 */
export async function submitAppointmentMove({
  request,
  formData,
  returnUrl,
}: {
  request: Request;
  formData: FormData;
  returnUrl: string;
}) {
  const refuse = (id: string | null, msg: string, status = 400) =>
    data<AppointmentMoveActionData>({ form: 'move', id, msg, clash: null }, { status });
  const move = parseWithZod(formData, { schema: AppointmentMoveSchema });
  if (move.status !== 'success') return refuse(null, APPOINTMENT_MESSAGES.badStart);
  const { id, allowOverlap } = move.value;
  const opened = await getAppointment(request, id);
  if (!opened.ok) return refuse(id, opened.msg);
  const { appointment } = opened;
  if (getAppointmentModalMode(appointment) !== 'edit' || appointment.isAllDay || !appointment.endTime)
    return refuse(id, MOVE_REFUSED_MESSAGE);

  const timeZone = await getTimeZone(request);
  const submission = parseWithZod(
    moveFormData(
      appointment,
      { start: new Date(move.value.start), end: new Date(move.value.end), allowOverlap },
      timeZone,
    ),
    { schema: AppointmentFormSchema },
  );
  if (submission.status !== 'success') {
    const errors = Object.values(submission.error ?? {}).flat();
    return refuse(id, errors.find(Boolean) ?? APPOINTMENT_MESSAGES.badStart);
  }
  const outcome = await saveAppointment(request, {
    id,
    body: toAppointmentBody(submission.value, timeZone),
  });
  if (outcome.ok) return redirectWithToast(returnUrl, { type: 'success', description: outcome.msg });
  if ('clash' in outcome) {
    return data<AppointmentMoveActionData>(
      { form: 'move', id, msg: outcome.msg, clash: outcome.clash },
      { status: 400 },
    );
  }
  return refuse(id, outcome.msg, outcome.status === 429 ? 429 : 400);
}

/** Delete (after its confirmation), Approve and Decline: answer with a toast, back on the same screen. */
export async function submitAppointmentDecision({
  request,
  formData,
  returnUrl,
}: {
  request: Request;
  formData: FormData;
  returnUrl: string;
}) {
  const submission = parseWithZod(formData, { schema: AppointmentDecisionSchema });
  if (submission.status !== 'success') {
    throw data({ message: 'This action is not supported.' }, { status: 400 });
  }
  const { intent, id } = submission.value;
  const outcome =
    intent === 'approve' ? await acceptAppointment(request, id) : await cancelAppointment(request, id);
  if (!outcome.ok) {
    return data(
      { form: 'decision' as const, msg: outcome.msg },
      { status: 400, headers: await createToastHeaders({ type: 'error', description: outcome.msg }) },
    );
  }
  return redirectWithToast(returnUrl, { type: 'success', description: outcome.msg });
}
