import { ADD_CLIENT_MESSAGES } from '@tele/contract/messages';
import * as z from 'zod/mini';
import { EmailField, requiredText } from '#app/utils/form-fields.ts';

export const PhoneField = z
  .string()
  .check(z.trim(), z.regex(/^\d{6,15}$/, { error: ADD_CLIENT_MESSAGES.phone }));

/**
 * Add Client: name, e-mail and a numeric phone. The API creates the client and e-mails a link to set a
 * password; no password is ever made in the browser. `redirectTo` is where the person returns afterwards.
 */
export const AddClientSchema = z.object({
  name: requiredText(ADD_CLIENT_MESSAGES.name, 191),
  email: EmailField,
  phone: z.optional(PhoneField),
  redirectTo: z.optional(z.string().check(z.maxLength(2000))),
});
export type AddClient = z.infer<typeof AddClientSchema>;
