import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { AppointmentBody } from '#app/services/api.server.ts';
import {
  acceptAppointment,
  cancelAppointment,
  saveAppointment,
} from '#app/features/appointments/appointments.server.ts';
import type { Clash } from '#app/features/appointments/appointments.server.ts';
import { AppointmentDecisionSchema, AppointmentFormSchema } from '#app/features/appointments/form-schemas.ts';
import type { AppointmentForm } from '#app/features/appointments/form-schemas.ts';
import { getTimeZone } from '#app/utils/session.server.ts';
import { createToastHeaders, redirectWithToast } from '#app/utils/toast.server.ts';
import { localDateTimeToInstant } from '#app/utils/zoned-time.ts';

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
