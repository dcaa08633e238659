import { Type, type Static } from '@sinclair/typebox';
import { LINK_TTL_MS } from '@tele/data/links';
import { describeDuration } from './layout.js';
import type { TemplateContext } from './template.js';

/** The payload of an e-mail that gives a person a way to choose a new password. */
export const ResetLinkPayload = Type.Object({
  userId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
});

/** The person's single-use link to choose a new password, and the line that says how long it works. */
export async function resetLinkFor(payload: Static<typeof ResetLinkPayload>, context: TemplateContext) {
  const url = await context.link({ purpose: 'reset_password', subject: { userId: payload.userId } });
  const expiry = `This link works once and expires in ${describeDuration(LINK_TTL_MS.reset_password)}.`;
  return { url, expiry };
}
