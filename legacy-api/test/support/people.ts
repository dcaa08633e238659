import { QueryTypes } from 'sequelize';
import { issueLink, type issueLink as IssueLink } from '@tele/data/links';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { logInAs, logInAsClient, seedClient, seedProvider, type SignedIn, type TestApp } from './app.js';

/** A practice on a plan (listed in the directory unless basic), its super owner signed in. */
export async function signInPracticeOwner(
  t: TestApp,
  options: { planString?: string | null; name?: string } = {},
): Promise<SignedIn> {
  const owner = await seedProvider(t.deps.db, {
    planString: options.planString === undefined ? 'month_individual_ultimate' : options.planString,
    name: options.name ?? 'Dana Whitaker',
  });
  return { ...owner, token: await logInAs(t, owner) };
}

/** A client connected to a provider, who has set a password and signed in. */
export async function signInConnectedClient(
  t: TestApp,
  options: { practiceId: string; providerId: string; name?: string; email?: string },
): Promise<SignedIn> {
  const password = 'client password here';
  const client = await seedClient(t.deps.db, { ...options, password });
  return {
    id: client.id,
    practiceId: options.practiceId,
    email: client.email,
    password,
    token: await logInAsClient(t, { email: client.email, password }),
  };
}

/** The token of the link the worker would e-mail for the newest queued message of a template to an address. */
export async function linkTokenFor(
  t: TestApp,
  recipient: string,
  template: string,
  subjectOf: (payload: Record<string, unknown>) => Parameters<typeof IssueLink>[1]['subject'],
  purpose: Parameters<typeof IssueLink>[1]['purpose'],
): Promise<string> {
  const mail = (await findNotificationsByRecipient(t.deps.db, recipient)).find(
    (m) => m.template === template,
  );
  if (!mail) throw new Error(`no ${template} for ${recipient}`);
  const link = await issueLink(t.deps.db, {
    purpose,
    subject: subjectOf(mail.payload),
    publicUrl: t.deps.config.publicUrl,
    now: t.clock.now(),
  });
  return link.slice(link.lastIndexOf('/') + 1);
}

/** Rows of a table as text, to compare before and after a refused call. */
export async function rowsOf(t: TestApp, sql: string, replacements: Record<string, unknown> = {}) {
  return JSON.stringify(await t.deps.db.sequelize.query(sql, { replacements, type: QueryTypes.SELECT }));
}
