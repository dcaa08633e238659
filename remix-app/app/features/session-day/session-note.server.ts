import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from '@remix-run/node';
import { formatDateTime, STATE } from '#app/features/appointments/index.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import { SessionNoteSchema } from '#app/features/session-day/form-schemas.ts';
import { getSession, saveSessionNote } from '#app/features/session-day/session-day.server.ts';
import { getTimeZone } from '#app/utils/session.server.ts';

/**
 * The session note (/session-note/{id}) on the server. No actual end yet → /dashboard; another provider's
 * session is not theirs to edit; a saved note answers with the API's message.
 */
export async function loadSessionNote(request: Request, id: string) {
  const user = await requireUser(request);
  const [session, timeZone] = await Promise.all([getSession(request, id), getTimeZone(request)]);
  if (!session.ok)
    return data({ kind: 'error' as const, msg: session.msg }, { status: session.status >= 500 ? 503 : 400 });
  const { appointment } = session;
  if (!appointment.actualEnd) throw redirect('/dashboard');
  if (appointment.providerId !== user.id) return { kind: 'not-yours' as const };
  return {
    kind: 'note' as const,
    title: appointment.state === STATE.shareLink ? 'Waiting room session' : appointment.title,
    actualStart: appointment.actualStart ? formatDateTime(appointment.actualStart, timeZone) : '—',
    actualEnd: formatDateTime(appointment.actualEnd, timeZone),
    note: appointment.sessionNote,
  };
}

export async function submitSessionNote(request: Request, id: string) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: SessionNoteSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), savedMessage: null }, 400);
  const saved = await saveSessionNote(request, { id, note: submission.value.note });
  if (!saved.ok)
    return data({ result: submission.reply({ formErrors: [saved.msg] }), savedMessage: null }, 400);
  return { result: submission.reply(), savedMessage: saved.msg };
}
