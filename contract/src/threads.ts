import { Type } from '@sinclair/typebox';
import { Envelope, MessageAnswer, Nullable, PageNum } from './envelope.js';
import { Id, Optional } from './fields.js';
import { routeGroup } from './route.js';
import { MESSAGE_MAX_LENGTH } from './constants.js';

/*
 * The message group (legacy-contract 6.5; issue 27, ADR 0040): secure messages between a provider and its
 * connected clients. Ids name the caller and its partner; the session decides who the caller is. Times are
 * ISO-8601 UTC strings (the screens show them in the person's zone).
 */

/** Text as a person types it: checked for length by the service, so an empty or long one gets its message. */
const MessageText = () => Type.String({ maxLength: MESSAGE_MAX_LENGTH * 4 });
const Flexible = () => Type.Union([Type.Number(), Type.String({ maxLength: 32 })]);

/** One message as the wire shows it (legacy fields first; `edited_date` and `read_date` are new). */
export const MessageWire = Type.Object({
  _id: Type.String(),
  sender_id: Type.String(),
  recipient_id: Type.String(),
  message: Type.String(),
  messageDate: Type.String(),
  edited_date: Nullable(Type.String()),
  read_date: Nullable(Type.String()),
});

const Person = Type.Object({ id: Type.String(), name: Type.String(), photo: Nullable(Type.String()) });

export const MessageRoutes = routeGroup('message', {
  'register-message': {
    body: { sender_id: Optional(Id()), recipient_id: Optional(Id()), message: Optional(MessageText()) },
    answer: Envelope(MessageWire),
  },
  'get-messages': {
    body: {
      id1: Optional(Id()),
      id2: Optional(Id()),
      /** New: the oldest message on screen; the answer is the page before it. */
      before_id: Optional(Id()),
    },
    answer: Envelope(
      Type.Object({
        user1: Person,
        user2: Person,
        item: Type.Array(MessageWire),
        /** New: whether older messages remain before this page. */
        has_more: Type.Boolean(),
      }),
    ),
  },
  'get-clients': {
    body: { id: Optional(Id()) },
    answer: Envelope(Type.Array(Type.Object({ name: Type.String(), id: Type.String() }))),
  },
  'delete-message': { body: { id: Optional(Id()) }, answer: MessageAnswer },
  'get-edit-message': {
    body: { id: Optional(Id()) },
    answer: Envelope(Type.Object({ _id: Type.String(), message: Type.String() })),
  },
  'update-message': {
    body: { id: Optional(Id()), message: Optional(MessageText()) },
    answer: Envelope(MessageWire),
  },
  'get-message-one': {
    body: { provider_id: Optional(Id()), client_id: Optional(Id()) },
    answer: Envelope(Type.Array(MessageWire)),
  },
  'get-last-messages': {
    body: {
      id: Optional(Id()),
      message_pagination: Optional(Flexible()),
      message_current_page: Optional(Flexible()),
      message_page_neighbours: Optional(Flexible()),
    },
    answer: Envelope(
      Type.Object({
        list: Type.Array(
          Type.Object({
            id: Type.String(),
            name: Type.String(),
            photo: Nullable(Type.String()),
            msg: Type.String(),
            date: Type.String(),
            /** New: the whole message (the dashboard shows a client's first 49 characters with More and Less). */
            text: Type.String(),
            /** New: who wrote the last message, and whether the caller has read it. */
            sender_id: Type.String(),
            is_unread: Type.Boolean(),
          }),
        ),
        page_num: PageNum,
        /** New: the caller's unread messages in every thread (the side menu's badge). */
        unread: Type.Number(),
      }),
    ),
    isBatchable: true,
  },
});
