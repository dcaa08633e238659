import { savePendingSecret } from '@tele/data/repositories/two-factor';
import { sealSecret } from '../../src/services/identity/two-factor/secret-box.js';
import { totpAt } from '../../src/services/identity/two-factor/totp.js';
import { PASSWORD, type Conversation } from './conversation.js';

/** The authenticator the script's person scans: a fixed secret, so the codes it types are the same each run. */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Two-factor sign-in (ADR 0045), appended to the users script: the other practice's super owner enrols, the
 * original apps' login is refused, the web app's two steps sign in (a wrong code, a right one, a recovery
 * code), it is turned off, and the owner's practice rule.
 */
export async function twoFactorScript(c: Conversation, who: { id: string; email: string }): Promise<void> {
  const person = 'other practice';
  await c.call('nobody', 'users/get-two-factor', {});
  await c.call(person, 'users/get-two-factor', {});
  const setup = (await c.call(person, 'users/setup-two-factor', {})).json() as {
    results: { secret: string };
  };
  await c.call(person, 'users/get-two-factor', {});
  // The app scanned the QR code of a known secret (the one shown is random; its placeholder is pinned above).
  if (!setup.results.secret) throw new Error('no enrolment to replace');
  await savePendingSecret(
    c.t.deps.db,
    who.id,
    sealSecret(SECRET, c.t.deps.config.roomSecret),
    c.t.clock.now(),
  );
  await c.call(person, 'users/enable-two-factor', {});
  await c.call(person, 'users/enable-two-factor', { code: '000000' });
  const enabled = await c.call(person, 'users/enable-two-factor', { code: totpAt(SECRET, c.t.clock.now()) });
  const recoveryCodes = (enabled.json() as { results: { recovery_codes: string[] } }).results.recovery_codes;
  await c.call(person, 'users/setup-two-factor', {});
  await c.call(person, 'users/get-two-factor', {});

  // --- The original apps' login cannot answer a second step: 403 with a msg. The web app's can.
  await c.call('nobody', 'users/login', { email: who.email, password: PASSWORD, role: 'provider' });
  const first = await c.call('nobody', 'users/login', {
    email: who.email,
    password: PASSWORD,
    role: 'provider',
    two_factor: true,
  });
  const pendingToken = (first.json() as { results: { pending_token: string } }).results.pending_token;
  await c.call('nobody', 'users/login-two-factor', {});
  await c.call('nobody', 'users/login-two-factor', { pending_token: pendingToken, code: '000000' });
  // The code that turned it on is not taken again; the next step's is.
  await c.call('nobody', 'users/login-two-factor', {
    pending_token: pendingToken,
    code: totpAt(SECRET, c.t.clock.now()),
  });
  c.t.clock.advance(30_000);
  await c.call('nobody', 'users/login-two-factor', {
    pending_token: pendingToken,
    code: totpAt(SECRET, c.t.clock.now()),
  });
  const second = await c.call('nobody', 'users/login', {
    email: who.email,
    password: PASSWORD,
    role: 'provider',
    two_factor: true,
  });
  const secondToken = (second.json() as { results: { pending_token: string } }).results.pending_token;
  await c.call('nobody', 'users/login-two-factor', { pending_token: secondToken, code: recoveryCodes[0] });
  await c.call(person, 'users/get-two-factor', {});

  // --- Turning it off asks for a code or the password.
  await c.call(person, 'users/disable-two-factor', {});
  await c.call(person, 'users/disable-two-factor', { password: 'not my password' });
  await c.call(person, 'users/disable-two-factor', { password: PASSWORD });
  await c.call(person, 'users/disable-two-factor', { password: PASSWORD });

  // --- The owner's rule (team route; a member below owner gets a 400, test/two-factor.test.ts), then every
  // team member's sign-in has a second step.
  await c.call('nobody', 'users/require-two-factor', { is_required: true });
  await c.call('client', 'users/require-two-factor', { is_required: true });
  await c.call(person, 'users/require-two-factor', { is_required: true });
  await c.call(person, 'users/get-two-factor', {});
  await c.call('nobody', 'users/login', { email: who.email, password: PASSWORD, role: 'provider' });
  await c.call(person, 'users/require-two-factor', { is_required: false });
}
