import { z } from 'zod';
import { callApi } from '#app/services/api.server.ts';
import type { Outcome } from '#app/services/identity.server.ts';
import type { SchedulingSettings, WaitingRoom } from '#app/utils/form-schemas.ts';
import { readWaitingChoice } from '#app/utils/waiting-room.ts';
import type { WaitingRoomChoice } from '#app/utils/waiting-room.ts';

/** The provider's waiting room (picture and music) and scheduling settings (requests, reminders). */

function toOutcome(result: Awaited<ReturnType<typeof callApi>>): Outcome {
  return result.ok
    ? { ok: true, msg: result.msg ?? '' }
    : { ok: false, msg: result.msg, status: result.status };
}

const BackgroundSchema = z.looseObject({
  bgRoom: z.union([z.string(), z.number()]).nullish(),
  bgMusic: z.union([z.string(), z.number()]).nullish(),
});

/** The saved picture and music; 3 and 3 when none is saved or the call fails (it is only logged). */
export async function getWaitingRoom(request: Request): Promise<WaitingRoomChoice> {
  const result = await callApi(request, 'users/get-background-user', {});
  const parsed = result.ok ? BackgroundSchema.safeParse(result.results) : null;
  if (!parsed?.success) {
    console.warn(`[settings] get-background-user answered ${result.status}: ${result.msg ?? 'no settings'}`);
    return { picture: readWaitingChoice(null), music: readWaitingChoice(null) };
  }
  return { picture: readWaitingChoice(parsed.data.bgRoom), music: readWaitingChoice(parsed.data.bgMusic) };
}

export async function saveWaitingRoom(request: Request, { picture, music }: WaitingRoom): Promise<Outcome> {
  return toOutcome(
    await callApi(request, 'users/room-image', { bgRoom: String(picture), bgMusic: String(music) }),
  );
}

const SchedulingWireSchema = z.looseObject({
  reminders: z.boolean().nullish(),
  allow_requests: z.boolean().nullish(),
  reminders_value: z.union([z.string(), z.number()]).nullish(),
});

export async function getScheduling(
  request: Request,
): Promise<{ ok: true; settings: SchedulingSettings } | { ok: false; msg: string }> {
  const result = await callApi(request, 'appointments/get-allow-reminders', {});
  if (!result.ok) return { ok: false, msg: result.msg };
  const parsed = SchedulingWireSchema.safeParse(result.results);
  if (!parsed.success) {
    console.error('[settings] get-allow-reminders answered an unexpected shape', parsed.error.issues);
    return { ok: false, msg: 'The scheduling settings could not be read. Please reload the page.' };
  }
  const lead = String(parsed.data.reminders_value ?? '1');
  return {
    ok: true,
    settings: {
      allowRequests: parsed.data.allow_requests ?? false,
      reminders: parsed.data.reminders ?? true,
      leadTime: lead === '2' || lead === '3' ? lead : '1',
    },
  };
}

/** Saves all three at once; reminders off stores the 24-hour lead time (the API does the same). */
export async function saveScheduling(request: Request, settings: SchedulingSettings): Promise<Outcome> {
  return toOutcome(
    await callApi(request, 'appointments/appointment-settings', {
      reminders: settings.reminders,
      allow_requests: settings.allowRequests,
      reminders_value: settings.reminders ? settings.leadTime : '1',
    }),
  );
}
