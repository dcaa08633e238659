import * as z from 'zod/mini';
import { MESSAGE_MESSAGES } from '@tele/contract/messages';
import { MESSAGE_MAX_LENGTH } from '@tele/contract/constants';
import { IdField, optionalText } from '#app/utils/form-fields.ts';

/**
 * The thread's one form: Send writes a new message, or (in edit mode, with the message's id) updates it;
 * Delete removes one's own message after its confirmation. An empty text sends nothing (spec part 2, section 5).
 */
export const MessageFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('send'), text: optionalText(MESSAGE_MAX_LENGTH) }),
  z.object({ intent: z.literal('update'), id: IdField, text: optionalText(MESSAGE_MAX_LENGTH) }),
  z.object({ intent: z.literal('delete'), id: IdField }),
]);
export type MessageForm = z.infer<typeof MessageFormSchema>;

/** What the page says when a text is longer than the API takes. */
export const TOO_LONG = MESSAGE_MESSAGES.tooLong;
