import { CONTACT_MESSAGES } from '@tele/contract/messages';
import * as z from 'zod/mini';
import { emailField, requiredText } from '#app/utils/form-fields.ts';

/** What a request to support is about (the help chatbot's three subjects, spec part 2: Chatbot). */
export const SUPPORT_TOPICS = ['Technical Support', 'Subscription and Pricing', 'Training'] as const;

const required = (max: number) => requiredText(CONTACT_MESSAGES.fillAll, max);

/**
 * Contact support (users/send-contact, the original "Contact us"): the legacy's required fields, its phone rule
 * (digits, more than 8) and its messages. The person's details are filled in from their account.
 */
export const ContactSupportSchema = z.object({
  topic: z.enum(SUPPORT_TOPICS, { error: 'Please choose what it is about.' }),
  firstName: required(191),
  lastName: required(191),
  email: emailField(CONTACT_MESSAGES.fillAll, CONTACT_MESSAGES.validEmail, 191),
  phone: z.optional(z.string().check(z.trim(), z.regex(/^\d{9,15}$/, { error: CONTACT_MESSAGES.phone }))),
  jobTitle: required(191),
  companyName: required(191),
  message: requiredText('Please tell us how we can help.', 5000),
});
export type ContactSupport = z.infer<typeof ContactSupportSchema>;
