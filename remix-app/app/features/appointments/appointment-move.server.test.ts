import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as ActionsModule from '#app/features/appointments/appointment-actions.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../../test/logged-in.ts';

// A drag on the week view (intent=move) against a local server answering as legacy-api does: saved as the Edit
// form would save the same times, with the form's rules and the API's words.

const fake = createFakeApi();
let actions: typeof ActionsModule;
let session: typeof SessionModule;

const ID = '65a1b2c3d4e5f60718293c01';
const CLIENT = '65a1b2c3d4e5f60718293a01';
const RETURN_URL = '/appointment?view=week&date=2026-11-23&calendar=my';

const wire = {
  _id: ID,
  title: 'Intake',
  notes: 'Bring the forms',
  all_day: false,
  recurring: true,
  online: true,
  provider_id: TEST_USER.id,
  provider_name: 'Maya Patel',
  clientInfo: [{ _id: CLIENT, name: 'Jordan Alvarez', email: 'jordan@example.com' }],
  invite_client: false,
  start_time: '2026-11-23T15:00:00.000Z',
  end_time: '2026-11-23T16:00:00.000Z',
  time_distance: 60,
  repeat_until: '2026-12-07T15:00:00.000Z',
  recurrence_frequency: 7,
  payment: 120,
  type: 'Intake',
  appointment_type: 'Intake',
  state: 1,
  role_updated: 'provider',
  editable_state: 1,
  permission: 0,
};

const SAVED = 'The appointment has been updated successfully.';

function answerWith(appointment: Record<string, unknown> = wire) {
  fake.answer('appointments/get-full-appointment', 200, { msg: 'ok', results: appointment });
  fake.answer('appointments/create-appointment', 200, { msg: SAVED, results: null });
}

async function postMove(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries({ intent: 'move', ...fields })) formData.set(name, value);
  const request = await loggedInRequest(session, {
    timeZone: 'America/New_York',
    url: `http://localhost:3000${RETURN_URL}`,
  });
  return actions.submitAppointmentMove({ request, formData, returnUrl: RETURN_URL });
}

/** The action's answer when it is not a redirect: what the week view shows. */
function answerOf(result: Awaited<ReturnType<typeof postMove>>) {
  if (result instanceof Response)
    throw new Error(`expected an answer, got a redirect to ${result.headers.get('Location')}`);
  return { status: result.init?.status, ...result.data };
}

const saved = () => fake.sent().filter(([route]) => route === 'appointments/create-appointment');

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  actions = await import('#app/features/appointments/appointment-actions.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

describe('submitAppointmentMove (a drag on the week or day view)', () => {
  test('moved to Wednesday: the Edit form’s fields with the new times, this session only, then the toast', async () => {
    answerWith();
    // Wednesday 2026-11-25, 9:20 to 10:20 in New York.
    const result = await postMove({
      id: ID,
      start: '2026-11-25T14:20:00.000Z',
      end: '2026-11-25T15:20:00.000Z',
    });
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(RETURN_URL);
    expect(saved()).toEqual([
      [
        'appointments/create-appointment',
        {
          _id: ID,
          update_flag: true,
          auth_id: TEST_USER.id,
          title: 'Intake',
          notes: 'Bring the forms',
          all_day: false,
          // The Edit form's repeat fields are disabled: an edit changes this session, not the series.
          recurring: false,
          online: true,
          start_time: '2026-11-25T14:20:00.000Z',
          end_time: '2026-11-25T15:20:00.000Z',
          repeat_until: null,
          recurrence_frequency: null,
          invitees_id: [CLIENT],
          payment: 120,
          type: 'Intake',
        },
      ],
    ]);
  });

  test('an end dragged past two hours is the form’s refusal, and nothing is saved', async () => {
    answerWith();
    const answer = answerOf(
      await postMove({ id: ID, start: '2026-11-23T15:00:00.000Z', end: '2026-11-23T17:20:00.000Z' }),
    );
    expect(answer).toEqual({
      status: 400,
      form: 'move',
      id: ID,
      msg: 'Please choose the end date and time. The meeting time cannot exceed 2 hours.',
      clash: null,
    });
    expect(saved()).toEqual([]);
  });

  test('an overlap is asked, not saved; Book anyway sends allow_overlap', async () => {
    answerWith();
    const msg =
      'This time overlaps "Follow-up" on Wed, Nov 25, 2026, 9:00 AM - 9:40 AM. Choose another time or book it anyway.';
    const clash = {
      _id: '65a1b2c3d4e5f60718293c02',
      title: 'Follow-up',
      start_time: '2026-11-25T14:00:00.000Z',
      end_time: '2026-11-25T14:40:00.000Z',
    };
    fake.answer('appointments/create-appointment', 400, { msg, clash });
    const move = { id: ID, start: '2026-11-25T14:20:00.000Z', end: '2026-11-25T15:20:00.000Z' };
    expect(answerOf(await postMove(move))).toEqual({
      status: 400,
      form: 'move',
      id: ID,
      msg,
      clash: { id: clash._id, title: 'Follow-up', startTime: clash.start_time, endTime: clash.end_time },
    });
    expect(saved()[0]?.[1]).not.toHaveProperty('allow_overlap');

    fake.reset();
    answerWith();
    const result = await postMove({ ...move, allowOverlap: 'on' });
    expect(result).toBeInstanceOf(Response);
    expect(saved()[0]?.[1]).toMatchObject({ allow_overlap: true, start_time: move.start });
  });

  test('another provider’s or a finished appointment is not moved, whatever the page sent', async () => {
    for (const appointment of [
      { ...wire, permission: 1 },
      { ...wire, editable_state: 0 },
      { ...wire, all_day: true, end_time: null },
    ]) {
      fake.reset();
      answerWith(appointment);
      const answer = answerOf(
        await postMove({ id: ID, start: '2026-11-25T14:20:00.000Z', end: '2026-11-25T15:20:00.000Z' }),
      );
      expect(answer).toMatchObject({ status: 400, msg: actions.MOVE_REFUSED_MESSAGE });
      expect(saved()).toEqual([]);
    }
  });

  test('an appointment the API will not show is its message; bad input asks nothing of the API', async () => {
    fake.answer('appointments/get-full-appointment', 400, { msg: 'This appointment does not exist.' });
    expect(
      answerOf(
        await postMove({ id: ID, start: '2026-11-25T14:20:00.000Z', end: '2026-11-25T15:20:00.000Z' }),
      ),
    ).toMatchObject({ status: 400, msg: 'This appointment does not exist.' });
    expect(saved()).toEqual([]);

    fake.reset();
    for (const fields of <Record<string, string>[]>[
      { id: 'nope', start: '2026-11-25T14:20:00.000Z', end: '2026-11-25T15:20:00.000Z' },
      { id: ID, start: 'Wednesday', end: '2026-11-25T15:20:00.000Z' },
      { id: ID, start: '2026-11-25T14:20:00.000Z' },
    ]) {
      expect(answerOf(await postMove(fields))).toMatchObject({
        status: 400,
        msg: 'Please choose the start time correctly.',
      });
    }
    expect(fake.calls).toEqual([]);
  });
});
