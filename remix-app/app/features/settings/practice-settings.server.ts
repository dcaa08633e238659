import { callApi, readerOf, shapeOf } from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import type { SchedulingSettings, WaitingRoom } from '#app/features/settings/form-schemas.ts';
import { readWaitingChoice } from '#app/features/session-day/index.ts';
import type { WaitingRoomChoice } from '#app/features/session-day/index.ts';

/** The provider's waiting room (picture and music) and scheduling settings (requests, reminders). */

const readBackground = readerOf('users/get-background-user');
const readScheduling = readerOf('appointments/get-allow-reminders');

/** The saved picture and music; 3 and 3 when none is saved or the call fails (it is only logged). */
export async function getWaitingRoom(request: Request): Promise<WaitingRoomChoice> {
  const result = await callApi(request, 'users/get-background-user', {});
  const parsed = result.ok && readBackground(result.results) ? result.results : null;
  if (!parsed) {
    console.warn(`[settings] get-background-user answered ${result.status}: ${result.msg ?? 'no settings'}`);
    return { picture: readWaitingChoice(null), music: readWaitingChoice(null) };
  }
  return { picture: readWaitingChoice(parsed.bgRoom), music: readWaitingChoice(parsed.bgMusic) };
}

export async function saveWaitingRoom(request: Request, { picture, music }: WaitingRoom): Promise<Outcome> {
  return toOutcome(
    await callApi(request, 'users/room-image', { bgRoom: String(picture), bgMusic: String(music) }),
  );
}

export async function getScheduling(
  request: Request,
): Promise<{ ok: true; settings: SchedulingSettings } | { ok: false; msg: string }> {
  const result = await callApi(request, 'appointments/get-allow-reminders', {});
  if (!result.ok) return { ok: false, msg: result.msg };
  const parsed = readScheduling(result.results) ? result.results : null;
  if (!parsed) {
    console.error(`[settings] get-allow-reminders answered an unexpected shape: ${shapeOf(result.results)}`);
    return { ok: false, msg: 'The scheduling settings could not be read. Please reload the page.' };
  }
  const lead = String(parsed.reminders_value ?? '1');
  return {
    ok: true,
    settings: {
      allowRequests: parsed.allow_requests ?? false,
      reminders: parsed.reminders ?? true,
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
