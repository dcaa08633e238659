import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/**
 * The code an authenticator app shows (RFC 6238: HMAC-SHA1, 30 s, 6 digits) for the base32 key the page shows,
 * written here on its own so the journey checks the product against the standard, not against itself.
 * `offsetMs` moves the clock: a code of the next step is accepted (one step either side) and is never one the
 * product already took.
 */
export function authenticatorCode(secret: string, offsetMs = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/\s/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor((Date.now() + offsetMs) / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The key shown beside the QR code, as a person would copy it into the app. */
export async function readShownSecret(page: Page): Promise<string> {
  const shown = page.getByTestId('two-factor-secret');
  await expect(shown).toBeVisible();
  return (await shown.innerText()).replace(/\s/g, '');
}

/** The recovery codes shown once after an enrolment. */
export async function readRecoveryCodes(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  return list.getByRole('listitem').allInnerTexts();
}

/** Turns two-factor sign-in on from /settings-security: scan (read the key), confirm with a code. */
export async function enrolTwoFactor(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.goto('/settings-security');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = await readShownSecret(page);
  await page.getByLabel('Code from the app').fill(authenticatorCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = await readRecoveryCodes(page);
  await expect(page.getByTestId('two-factor-state')).toHaveText('On. 10 recovery codes left.');
  return { secret, codes };
}

/** Logs out from the shell's header, as a person does. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('alertdialog', { name: 'Log Out' }).getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The login page's first step, ending on the second step's page. */
export async function enterPassword(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/login-two-factor$/);
}
