import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { NOTES_MESSAGES, NOTE_ACCESS_MESSAGES } from '@tele/contract/messages';
import { linkClientToProvider } from '@tele/data/repositories/client-provider-links';
import {
  createTestApp,
  logInAs,
  logInAsClient,
  seedClient,
  seedProvider,
  type TestApp,
} from './support/app.js';

// Private notes (legacy-contract 6.6, issue 24; ADR 0027): their author and the practice's owners read them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const rows = () =>
  t.deps.db.sequelize.query('SELECT * FROM private_notes ORDER BY id', { type: QueryTypes.SELECT });

async function practice(planString: string | null = 'month_team_ultimate') {
  const owner = await seedProvider(t.deps.db, { planString });
  const priya = await seedProvider(t.deps.db, {
    practiceId: owner.practiceId,
    teamRole: 'provider',
    name: 'Priya',
  });
  const pat = await seedProvider(t.deps.db, {
    practiceId: owner.practiceId,
    teamRole: 'provider',
    name: 'Pat',
  });
  const admin = await seedProvider(t.deps.db, { practiceId: owner.practiceId, teamRole: 'administrator' });
  const client = await seedClient(t.deps.db, {
    practiceId: owner.practiceId,
    providerId: priya.id,
    password: 'client password 123',
  });
  return {
    owner,
    priya,
    client,
    tokens: {
      owner: await logInAs(t, owner),
      priya: await logInAs(t, priya),
      pat: await logInAs(t, pat),
      admin: await logInAs(t, admin),
      client: await logInAsClient(t, { email: client.email, password: 'client password 123' }),
    },
  };
}

describe('private notes', () => {
  it('keeps a provider’s note about its client, sanitised, and lists it newest first without markup', async () => {
    const p = await practice();
    const content =
      '<p><strong>Sleep</strong> improved</p><script>alert(1)</script><p onclick="x()">Plan</p>';
    const posted = await t.post(
      'articles/post-notes',
      { provider_id: p.priya.id, client_id: p.client.id, content },
      p.tokens.priya,
    );
    expect(posted.json()).toEqual({ msg: NOTES_MESSAGES.created });
    t.clock.advance(60_000);
    await t.post('articles/post-notes', { client_id: p.client.id, content: '<p>Second</p>' }, p.tokens.priya);

    const list = await t.post(
      'articles/get-notes',
      {
        provider_id: p.priya.id,
        client_id: p.client.id,
        appointment_pagination: 6,
        appointment_current_page: 1,
      },
      p.tokens.priya,
    );
    expect(list.statusCode).toBe(200);
    const { results } = list.json();
    expect(results.list.map((note: { notes: string }) => note.notes)).toEqual([
      'Second',
      'Sleep improved Plan',
    ]);
    expect(results.page_num).toEqual({ start_page: 1, end_page: 1, total_page: 1, num_total: 2 });

    const one = await t.post('articles/get-one-note', { _id: results.list[1]._id }, p.tokens.priya);
    expect(one.json().results.notes).toBe('<p><strong>Sleep</strong> improved</p><p>Plan</p>');
  });

  it('lets the owners read a provider’s notes, and nobody else: not office staff, another provider or a client', async () => {
    const p = await practice();
    await t.post(
      'articles/post-notes',
      { client_id: p.client.id, content: '<p>SECRET-NOTE</p>' },
      p.tokens.priya,
    );
    const [note] = (await rows()).filter(
      (row) => (row as { client_id: string }).client_id === p.client.id,
    ) as Array<{ id: string }>;
    const listAs = (token: string) =>
      t.post('articles/get-notes', { provider_id: p.priya.id, client_id: p.client.id }, token);
    expect((await listAs(p.tokens.owner)).body).toContain('SECRET-NOTE');
    expect((await t.post('articles/get-one-note', { _id: note!.id }, p.tokens.owner)).body).toContain(
      'SECRET-NOTE',
    );

    expect((await listAs(p.tokens.admin)).json()).toEqual({ msg: NOTE_ACCESS_MESSAGES.officeStaff });
    expect((await listAs(p.tokens.pat)).json()).toEqual({ msg: NOTE_ACCESS_MESSAGES.notYoursToRead });
    expect((await listAs(p.tokens.client)).statusCode).toBe(403);
    for (const token of [p.tokens.admin, p.tokens.pat])
      expect((await t.post('articles/get-one-note', { _id: note!.id }, token)).body).not.toContain('SECRET');
    const stranger = await practice();
    expect((await t.post('articles/get-one-note', { _id: note!.id }, stranger.tokens.owner)).json()).toEqual({
      results: null,
    });
    expect(
      (
        await t.post(
          'articles/get-notes',
          { provider_id: p.priya.id, client_id: p.client.id },
          stranger.tokens.owner,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('lets only the author change or delete a note; deleting keeps the row', async () => {
    const p = await practice();
    await t.post('articles/post-notes', { client_id: p.client.id, content: '<p>first</p>' }, p.tokens.priya);
    const id = ((await rows()) as Array<{ id: string; client_id: string }>).find(
      (row) => row.client_id === p.client.id,
    )!.id;
    const before = JSON.stringify(await rows());
    for (const token of [p.tokens.owner, p.tokens.pat]) {
      expect((await t.post('articles/update-notes', { _id: id, content: '<p>x</p>' }, token)).json()).toEqual(
        {
          msg: NOTE_ACCESS_MESSAGES.notYours,
        },
      );
      expect((await t.post('articles/delete-notes', { _id: id }, token)).json()).toEqual({
        msg: NOTE_ACCESS_MESSAGES.notYours,
      });
    }
    expect(JSON.stringify(await rows())).toBe(before);
    expect(
      (await t.post('articles/update-notes', { _id: id, content: '<p>changed</p>' }, p.tokens.priya)).json(),
    ).toEqual({
      msg: NOTES_MESSAGES.updated,
    });
    expect((await t.post('articles/delete-notes', { _id: id }, p.tokens.priya)).json()).toEqual({
      msg: NOTES_MESSAGES.deleted,
    });
    const kept = ((await rows()) as Array<{ id: string; notes: string; deleted_at: Date | null }>).find(
      (row) => row.id === id,
    )!;
    expect(kept.notes).toBe('<p>changed</p>');
    expect(kept.deleted_at).not.toBeNull();
    expect((await t.post('articles/get-one-note', { _id: id }, p.tokens.priya)).json()).toEqual({
      results: null,
    });
  });

  it('needs an ultimate plan to write, with the spec’s two messages, and keeps reading what was written', async () => {
    const none = await practice(null);
    const basic = await practice('month_individual_basic');
    const body = (client: string) => ({ client_id: client, content: '<p>note</p>' });
    expect((await t.post('articles/post-notes', body(none.client.id), none.tokens.priya)).json()).toEqual({
      msg: NOTES_MESSAGES.noPlan,
    });
    expect((await t.post('articles/post-notes', body(basic.client.id), basic.tokens.priya)).json()).toEqual({
      msg: NOTES_MESSAGES.lowerPlan,
    });
    const ultimate = await practice();
    await t.post('articles/post-notes', body(ultimate.client.id), ultimate.tokens.priya);
    await t.deps.db.sequelize.query(
      "UPDATE practices SET plan_string = 'month_individual_basic' WHERE id = ?",
      {
        replacements: [ultimate.owner.practiceId],
      },
    );
    const list = await t.post('articles/get-notes', { client_id: ultimate.client.id }, ultimate.tokens.priya);
    expect(list.json().results.list).toHaveLength(1);
  });

  it('refuses an empty note, a client of another practice or one not connected to the provider, changing nothing', async () => {
    const p = await practice();
    const other = await practice();
    const notConnected = await seedClient(t.deps.db, {
      practiceId: p.owner.practiceId,
      providerId: p.owner.id,
    });
    const before = JSON.stringify(await rows());
    expect(
      (
        await t.post(
          'articles/post-notes',
          { client_id: p.client.id, content: '<p> </p><script>x</script>' },
          p.tokens.priya,
        )
      ).json(),
    ).toEqual({
      msg: NOTES_MESSAGES.empty,
    });
    expect(
      (
        await t.post(
          'articles/post-notes',
          { client_id: other.client.id, content: '<p>x</p>' },
          p.tokens.priya,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.post(
          'articles/post-notes',
          { client_id: notConnected.id, content: '<p>x</p>' },
          p.tokens.priya,
        )
      ).json(),
    ).toEqual({
      msg: NOTE_ACCESS_MESSAGES.notConnected,
    });
    expect(
      (
        await t.post('articles/post-notes', { client_id: p.client.id, content: '<p>x</p>' }, p.tokens.admin)
      ).json(),
    ).toEqual({
      msg: NOTE_ACCESS_MESSAGES.officeStaff,
    });
    expect(
      (
        await t.post(
          'articles/post-notes',
          { provider_id: p.owner.id, client_id: p.client.id, content: '<p>x</p>' },
          p.tokens.priya,
        )
      ).json(),
    ).toEqual({
      msg: NOTE_ACCESS_MESSAGES.notYours,
    });
    expect(JSON.stringify(await rows())).toBe(before);
    // An owner may keep notes about any client of the practice.
    await linkClientToProvider(t.deps.db, {
      clientId: notConnected.id,
      providerId: p.priya.id,
      practiceId: p.owner.practiceId,
      now: t.clock.now(),
    });
    expect(
      (
        await t.post(
          'articles/post-notes',
          { client_id: notConnected.id, content: '<p>x</p>' },
          p.tokens.owner,
        )
      ).json(),
    ).toEqual({
      msg: NOTES_MESSAGES.created,
    });
  });
});
