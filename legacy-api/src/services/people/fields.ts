import { refuse } from '#api/errors/app-error.js';
import { isEmail, titleCase } from '#api/lib/text.js';
import { canonicalEmail } from '@tele/data/emails';

/**
 * A phone number as the forms send it (digits, a number, with spaces, dashes, brackets or a +): its digits,
 * 6 to 15 of them, or null when none was given; anything else is refused with `msg`.
 */
export function readPhone(value: string | number | undefined, msg: string): string | null {
  if (value === undefined || value === '') return null;
  const digits = String(value).replace(/[\s().+-]/g, '');
  if (!/^\d{6,15}$/.test(digits)) refuse(msg);
  return digits;
}

/** A trimmed text field, or undefined when it was not sent (a screen's block sends only its own fields). */
export function readText(value: string | undefined): string | undefined {
  return value === undefined ? undefined : value.trim();
}

/** The legacy's name-and-address messages: which of the two is missing or wrong, in its order. */
interface NameAndEmailMessages {
  nameAndEmail: string;
  nameAndValidEmail: string;
  name: string;
  email: string;
  validEmail: string;
}

/**
 * A typed person's name (title-cased) and address (canonical), checked in the legacy's order with the form's
 * own messages (Add Client and the public contact form word them differently).
 */
export function readNameAndEmail(
  input: { name?: string; email?: string },
  messages: NameAndEmailMessages,
): { name: string; email: string } {
  const name = titleCase(input.name?.trim() ?? '');
  const email = canonicalEmail(input.email ?? '');
  if (!name) {
    if (!email) refuse(messages.nameAndEmail);
    if (!isEmail(email)) refuse(messages.nameAndValidEmail);
    refuse(messages.name);
  }
  if (!email) refuse(messages.email);
  if (!isEmail(email)) refuse(messages.validEmail);
  return { name, email };
}
