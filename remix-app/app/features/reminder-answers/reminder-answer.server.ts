import { Type } from '@sinclair/typebox';
import { data } from '@remix-run/node';
import { REMINDER_MESSAGES } from '@tele/contract/messages';
import { callPublicApi, compileReader, textOf } from '#app/services/api.server.ts';

/**
 * A reminder e-mail's confirm/cancel link (/reminder-answer/{token}, ADR 0052). Its page reads the session
 * (GET, which never answers: mail scanners open links) and answers only when the client presses a button
 * (POST). The link works once.
 */
export type ReminderSession = {
  title: string;
  providerName: string;
  startsAt: string;
  /** `open` until answered, then `confirmed` (or `answered` when the session shows no answer of its own). */
  status: string;
};

export type ReminderAnswerLoaded =
  | { kind: 'session'; session: ReminderSession; suggested: 'confirm' | 'cancel' | null }
  | { kind: 'invalid'; msg: string };

export type ReminderAnswerActionAnswer = { ok: boolean; msg: string };

const readSession = compileReader(
  Type.Object({
    title: Type.String(),
    provider_name: Type.String(),
    start_time: Type.String(),
    status: Type.String(),
  }),
);

function suggestedOf(request: Request): 'confirm' | 'cancel' | null {
  const answer = new URL(request.url).searchParams.get('answer');
  return answer === 'confirm' || answer === 'cancel' ? answer : null;
}

export async function readReminderLink(request: Request, token: string): Promise<ReminderAnswerLoaded> {
  const result = await callPublicApi(request, 'appointments/get-reminder-answer', { token });
  if (!result.ok) return { kind: 'invalid', msg: result.msg };
  const found = result.results;
  if (!readSession(found)) return { kind: 'invalid', msg: REMINDER_MESSAGES.linkInvalid };
  return {
    kind: 'session',
    session: {
      title: textOf(found.title),
      providerName: textOf(found.provider_name),
      startsAt: textOf(found.start_time),
      status: textOf(found.status),
    },
    suggested: suggestedOf(request),
  };
}

/** The client's choice (`answer-reminder`): its answer in the API's words, or the refusal. */
export async function answerReminderLink(request: Request, token: string) {
  const form = await request.formData();
  const answer = form.get('answer');
  if (answer !== 'confirm' && answer !== 'cancel')
    return data<ReminderAnswerActionAnswer>({ ok: false, msg: REMINDER_MESSAGES.badAnswer }, { status: 400 });
  const result = await callPublicApi(request, 'appointments/answer-reminder', { token, answer });
  if (!result.ok) return data<ReminderAnswerActionAnswer>({ ok: false, msg: result.msg }, { status: 400 });
  return data<ReminderAnswerActionAnswer>({ ok: true, msg: result.msg ?? REMINDER_MESSAGES.already });
}
