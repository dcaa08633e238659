import { LAST_MESSAGE_CUT, MESSAGE_MAX_LENGTH } from '@tele/contract/constants';
import { MESSAGE_MESSAGES } from '@tele/contract/messages';
import { refuse } from '#api/errors/app-error.js';
import type { MessageRecord } from '@tele/data/repositories/messages';

/** A message as the wire shows it: plain text, never markup (the screens render it as text). */
export function toMessageWire(message: MessageRecord) {
  return {
    _id: message.id,
    sender_id: message.senderId,
    recipient_id: message.recipientId,
    message: message.message,
    messageDate: message.createdAt.toISOString(),
    edited_date: message.editedAt?.toISOString() ?? null,
    read_date: message.readAt?.toISOString() ?? null,
  };
}

export type MessageWire = ReturnType<typeof toMessageWire>;

/** A message's text as it is kept: trimmed; empty or too long is refused with its message. */
export function readMessageText(text: string | undefined): string {
  const trimmed = (text ?? '').trim();
  if (!trimmed) refuse(MESSAGE_MESSAGES.empty);
  if (Array.from(trimmed).length > MESSAGE_MAX_LENGTH) refuse(MESSAGE_MESSAGES.tooLong);
  return trimmed;
}

/** get-last-messages' preview: over 30 characters, the first 29 and an ellipsis (by characters, not bytes). */
export function previewOf(text: string): string {
  const characters = Array.from(text);
  return characters.length > LAST_MESSAGE_CUT.longerThan
    ? `${characters.slice(0, LAST_MESSAGE_CUT.keep).join('')}…`
    : text;
}
