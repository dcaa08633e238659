import { Type } from '@sinclair/typebox';
import { Envelope, MessageAnswer, Nullable, PageNum } from './envelope.js';
import { Id, LegacyInstant, Optional, Role, SelfBody, Text } from './fields.js';
import { routeGroup } from './route.js';
import {
  CLIENT_SCHEDULING_MESSAGES,
  CREATE_MESSAGES,
  LIFECYCLE_MESSAGES,
  QUERY_MESSAGES,
  REMINDER_MESSAGES,
  SCHEDULE_MESSAGES,
  TYPE_MESSAGES,
} from './messages.js';

/** Request bodies of the appointments group (legacy-contract section 6.2). */
const Instant = LegacyInstant;
const NumberLike = () => Type.Union([Type.Number(), Type.String({ maxLength: 32 })]);
const PageField = () => Optional(NumberLike());

export const AppointmentBody = {
  _id: Optional(Id()),
  update_flag: Optional(Type.Boolean()),
  title: Optional(Text()),
  notes: Optional(Text(5000)),
  all_day: Optional(Type.Boolean()),
  recurring: Optional(Type.Boolean()),
  online: Optional(Type.Boolean()),
  provider_id: Optional(Id()),
  provider_name: Optional(Text()),
  start_time: Optional(Instant()),
  end_time: Optional(Type.Union([Instant(), Type.Null()])),
  time_distance: Optional(NumberLike()),
  repeat_until: Optional(Type.Union([Instant(), Type.Null()])),
  recurrence_frequency: Optional(Type.Union([NumberLike(), Type.Null()])),
  invitees_id: Optional(Type.Union([Type.Array(Id(), { maxItems: 50 }), Type.Literal('')])),
  // With nobody picked the apps send "" for both lists.
  invitees_name: Optional(
    Type.Union([
      Type.Array(Type.Union([Text(), Type.Object({ id: Optional(Text(64)), name: Optional(Text()) })]), {
        maxItems: 50,
      }),
      Type.Literal(''),
    ]),
  ),
  payment: Optional(NumberLike()),
  type: Optional(Type.Union([Text(), Type.Null()])),
  path: Optional(Text(200)),
  /** New: book even though the time overlaps another appointment of the provider. */
  allow_overlap: Optional(Type.Boolean()),
};

/** The contract's own messages for create-appointment's fields when their values cannot be read. */
export const AppointmentFieldMessages = {
  start_time: SCHEDULE_MESSAGES.badStart,
  end_time: SCHEDULE_MESSAGES.tooLong,
  time_distance: SCHEDULE_MESSAGES.tooLong,
  repeat_until: SCHEDULE_MESSAGES.repeatBeforeEnd,
  recurrence_frequency: SCHEDULE_MESSAGES.badFrequency,
  invitees_id: CREATE_MESSAGES.noInvitees,
  invitees_name: CREATE_MESSAGES.noInvitees,
  payment: CREATE_MESSAGES.badPayment,
} as const;

export const AppointmentIdBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  path: Optional(Text(200)),
};

export const FullAppointmentBody = {
  appointment_id: Optional(Id()),
  id: Optional(Id()),
};

export const EditPaymentBody = {
  id: Optional(Id()),
  payment_amount: Optional(NumberLike()),
};

/** The routes' own messages when these fields cannot be read (as when their values are refused later). */
export const EditPaymentFieldMessages = { payment_amount: LIFECYCLE_MESSAGES.badPayment } as const;
export const MonthFieldMessages = { dateArray: QUERY_MESSAGES.badDates } as const;
export const ListFieldMessages = { flag: QUERY_MESSAGES.badFlag } as const;
export const AppointmentTypeFieldMessages = {
  name: TYPE_MESSAGES.fillName,
  length: TYPE_MESSAGES.badLength,
  amount: TYPE_MESSAGES.badAmount,
} as const;

export const MonthBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  calendar_flag: Optional(NumberLike()),
  dateArray: Optional(Type.Array(Instant(), { maxItems: 42 })),
};

export const ListBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  flag: Optional(NumberLike()),
  calendar_flag: Optional(NumberLike()),
  filter_string: Optional(Type.Record(Type.String({ maxLength: 32 }), Type.Number())),
  appointment_pagination: PageField(),
  appointment_current_page: PageField(),
  appointment_page_neighbours: PageField(),
  /**
   * New, optional (the dashboard's Appointments panel): with flag 0, only the sessions not over yet, those a
   * client asked for included (flag 0 alone leaves them out, as the legacy did), the requests awaiting the
   * caller's answer first and then the next session first. Without it flag 0 lists every session but the
   * clients' requests, the furthest in the future first, as the legacy did (ADR 0054).
   */
  upcoming: Optional(Type.Boolean()),
};

export const InvoiceListBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  pagination: PageField(),
  current_page: PageField(),
  page_neighbours: PageField(),
};

export const PaidListBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  history_pagination: PageField(),
  history_current_page: PageField(),
  history_page_neighbours: PageField(),
};

export const OneOneBody = {
  provider_id: Optional(Id()),
  client_id: Optional(Id()),
  btn_state: Optional(NumberLike()),
  flag: Optional(NumberLike()),
  appointment_pagination: PageField(),
  appointment_current_page: PageField(),
  appointment_page_neighbours: PageField(),
};

export const AppointmentTypeBody = {
  id: Optional(Id()),
  name: Optional(Text()),
  description: Optional(Text(1000)),
  length: Optional(NumberLike()),
  amount: Optional(NumberLike()),
  role: Optional(Text(16)),
  order: Optional(NumberLike()),
};

export const AppointmentTypeDeleteBody = {
  id: Optional(Id()),
  order: Optional(NumberLike()),
};

/** Session-day calls: the provider with a session, or an invitee with the appointment's key from their link. */
export const SessionCallBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  key: Optional(Type.String({ maxLength: 64 })),
  client_id: Optional(Id()),
  start_session: Optional(Type.Boolean()),
  allow: Optional(Type.Boolean()),
};

export const NoteBody = {
  id: Optional(Id()),
  session_note: Optional(Text(20_000)),
};

export const InviteBody = {
  appointment_id: Optional(Id()),
  _id: Optional(Id()),
  type: Optional(NumberLike()),
  email: Optional(Text(191)),
  phone: Optional(NumberLike()),
  name: Optional(Text()),
  provider_phone: Optional(NumberLike()),
};

export const SchedulingBody = {
  id: Optional(Id()),
  reminders: Optional(Type.Boolean()),
  allow_requests: Optional(Type.Boolean()),
  reminders_value: Optional(NumberLike()),
};

/*
 * Answers of the appointments group. Property order is the wire's order; a field a service sends must be
 * declared here, or the strict check in legacy-api's tests fails.
 */
const S = () => Type.String();
const N = () => Type.Number();
const B = () => Type.Boolean();

export const AppointmentTypeAnswer = Type.Object({
  _id: S(),
  name: S(),
  description: S(),
  length: N(),
  amount: N(),
});

const InviteeInfo = Type.Object({ _id: S(), name: S(), email: S() });

/**
 * An appointment as the legacy clients read it (legacy-contract section 4.2; legacy-api's
 * services/appointments/wire.ts). `invitees_name` is left out of the calendar's buckets; `providerInfo` is the
 * client side's.
 */
export const AppointmentFields = {
  _id: S(),
  title: S(),
  notes: S(),
  all_day: B(),
  recurring: B(),
  online: B(),
  provider_id: S(),
  provider_name: S(),
  series_id: Nullable(S()),
  invitees_id: Type.Array(S()),
  invitees_name: Optional(Type.Array(Type.Object({ id: S(), name: S() }))),
  clientInfo: Type.Array(InviteeInfo),
  invite_client: B(),
  invite_email: Optional(S()),
  invite_phone: Optional(S()),
  start_time: S(),
  end_time: Nullable(S()),
  time_distance: N(),
  repeat_until: Nullable(S()),
  recurrence_frequency: Nullable(N()),
  payment: N(),
  type: Nullable(S()),
  appointment_type: Nullable(S()),
  state: N(),
  accept_state: B(),
  role_updated: Optional(S()),
  requested_date: S(),
  updated_date: Nullable(S()),
  paid_date: Nullable(S()),
  actual_start: Nullable(S()),
  actual_end: Nullable(S()),
  join_state: N(),
  allow: B(),
  session_note: S(),
  note_created_date: Nullable(S()),
  editable_state: N(),
  permission: N(),
  providerInfo: Optional(Type.Array(Type.Object({ _id: S(), name: S(), photo: S() }))),
  /** The client's answer to a reminder (ADR 0052): `confirmed`; absent until a client answers. */
  client_answer: Optional(S()),
};
export const AppointmentAnswer = Type.Object(AppointmentFields);

const AppointmentPage = Type.Object({ list: Type.Array(AppointmentAnswer), page_num: PageNum });

/** A paid appointment with what was refunded of it (cents), for the payment histories (issue 26). */
export const PaidAppointmentAnswer = Type.Object({
  ...AppointmentFields,
  refunded_amount: Optional(N()),
  refund_pending: Optional(B()),
});
export const PaidPage = Type.Object({ list: Type.Array(PaidAppointmentAnswer), page_num: PageNum });

/** What a team member's session day shows: the appointment, the guests' key for its own provider. */
export const TeamSessionView = Type.Object({
  ...AppointmentFields,
  room_key: Optional(S()),
  userInfo: Type.Array(Type.Object({ _id: S(), name: S() })),
});

/** What an invitee's waiting room shows: never the other invitees. */
export const InviteeSessionView = Type.Object({
  _id: S(),
  title: S(),
  provider_name: S(),
  start_time: S(),
  end_time: Nullable(S()),
  state: N(),
  join_state: N(),
  allow: B(),
  userInfo: Type.Array(Type.Object({ name: S(), photo: S(), bgRoom: S(), bgMusic: S() })),
});

/** A message sent (or due) about an appointment: the worker's outbox row, newest first in get-full-appointment. */
export const AppointmentMessageAnswer = Type.Object({
  _id: S(),
  channel: S(),
  recipient: S(),
  template: S(),
  status: S(),
  created_date: S(),
  sent_date: Nullable(S()),
  error: Nullable(S()),
  /**
   * The delivery log (ADR 0052): queued, sent, delivered, failed or answered, from the provider's webhooks;
   * absent for messages not tracked (written before it, or not about a reminder's recipient).
   */
  delivery_status: Optional(S()),
  delivered_date: Optional(Nullable(S())),
  /** `confirmed` or `cancelled`: what the client answered with this message. */
  answer: Optional(S()),
  answered_date: Optional(Nullable(S())),
});

/** What the public reminder-answer page shows: the session, never who else is in it. */
export const ReminderAnswerView = Type.Object({
  _id: S(),
  title: S(),
  provider_name: S(),
  start_time: S(),
  end_time: Nullable(S()),
  /** `open` (the link can still answer), `confirmed` or `cancelled` (it was answered). */
  status: S(),
});

const LinkToken = () => Type.String({ maxLength: 128 });

export const FullAppointmentAnswer = Type.Object({
  ...AppointmentFields,
  provider: Type.Object({ _id: S(), name: S() }),
  clients: Type.Array(InviteeInfo),
  invite: Type.Object({ email: S(), phone: S() }),
  messages: Type.Array(AppointmentMessageAnswer),
});

/**
 * The `clash` detail of create-appointment's overlap refusal (400 `{msg, clash}`): the appointment in the way.
 * Refusals are written by legacy-api's error handler, not serialised by a schema; this one names its detail.
 */
export const OverlapClash = Type.Object({ _id: S(), title: S(), start_time: S(), end_time: S() });

export const GroupingAnswer = Type.Object({
  start: S(),
  end: S(),
  days: N(),
  array: Type.Array(Type.Object({ start: S(), end: S() })),
  date: Type.Array(N()),
  session_num: Type.Array(N()),
});

export const SchedulingAnswer = Type.Object({
  _id: S(),
  reminders: B(),
  allow_requests: B(),
  reminders_value: S(),
});

/**
 * The appointments group (legacy-contract section 6.2): each route once, with its body, its answer (status 200)
 * and its fields' own messages (`@tele/contract/routes`).
 */
export const AppointmentsRoutes = routeGroup('appointments', {
  'create-appointment': {
    body: AppointmentBody,
    answer: MessageAnswer,
    fieldMessages: AppointmentFieldMessages,
  },
  'edit-appointment': {
    body: EditPaymentBody,
    answer: MessageAnswer,
    fieldMessages: EditPaymentFieldMessages,
  },
  'cancel-appointment': { body: AppointmentIdBody, answer: MessageAnswer },
  'accept-appointment': { body: AppointmentIdBody, answer: MessageAnswer },
  // The team's view first: an invitee's view lacks its fields, so each answer matches one branch only.
  'get-appointment': {
    body: SessionCallBody,
    answer: Envelope(Type.Array(Type.Union([TeamSessionView, InviteeSessionView]))),
  },
  'join-appointment': { body: SessionCallBody, answer: Envelope(Type.Object({ room_name: S() })) },
  'out-appointment': {
    body: SessionCallBody,
    answer: Envelope(
      Type.Object({ session_note: S(), actual_start: Nullable(S()), actual_end: Nullable(S()) }),
    ),
  },
  'allow-appointment': { body: SessionCallBody, answer: Envelope(B()) },
  'send-allow-appointment': { body: SessionCallBody, answer: MessageAnswer },
  'note-appointment': { body: NoteBody, answer: MessageAnswer },
  'appointment-invite': { body: InviteBody, answer: MessageAnswer },
  'get-allow-reminders': { body: SelfBody, answer: Envelope(SchedulingAnswer) },
  'appointment-settings': { body: SchedulingBody, answer: MessageAnswer },
  'get-full-appointment': { body: FullAppointmentBody, answer: Envelope(FullAppointmentAnswer) },
  // A reminder e-mail's confirm/cancel link (ADR 0052): the link's token is the credential.
  'get-reminder-answer': { body: { token: Optional(LinkToken()) }, answer: Envelope(ReminderAnswerView) },
  'answer-reminder': {
    body: {
      token: Optional(LinkToken()),
      answer: Optional(Type.Union([Type.Literal('confirm'), Type.Literal('cancel')])),
    },
    answer: MessageAnswer,
    fieldMessages: { answer: REMINDER_MESSAGES.badAnswer },
  },
  // `truncated` (optional): more appointments start in these days than one answer holds.
  'get-month-appointment': {
    body: MonthBody,
    answer: Type.Object({
      msg: Optional(S()),
      results: Optional(Type.Array(Type.Array(AppointmentAnswer))),
      truncated: Optional(B()),
    }),
    fieldMessages: MonthFieldMessages,
  },
  'get-clients-appointment': {
    body: ListBody,
    answer: Envelope(AppointmentPage),
    fieldMessages: ListFieldMessages,
    isBatchable: true,
  },
  'get-request-provider': { body: InvoiceListBody, answer: Envelope(AppointmentPage), isBatchable: true },
  'get-paid-provider': { body: PaidListBody, answer: Envelope(PaidPage), isBatchable: true },
  'get-appointment-grouping': { body: SelfBody, answer: Envelope(GroupingAnswer), isBatchable: true },
  'appointment-one-one': { body: OneOneBody, answer: Envelope(AppointmentPage) },
  'appointment-empty': {
    body: SelfBody,
    answer: Type.Object({
      msg: Optional(Type.String()),
      results: Optional(S()),
      /**
       * New: the share link's guest key, for the client's join link (get-appointment gives it to the link's own
       * provider too): the dashboard's card needs no second call (ADR 0065).
       */
      room_key: Optional(S()),
    }),
    isBatchable: true,
  },
  'create-appointment-type': {
    body: AppointmentTypeBody,
    answer: MessageAnswer,
    fieldMessages: AppointmentTypeFieldMessages,
  },
  'delete-appointment-type': { body: AppointmentTypeDeleteBody, answer: MessageAnswer },
  'get-appointment-type': { body: SelfBody, answer: Envelope(Type.Array(AppointmentTypeAnswer)) },
  // The client's side of scheduling (issue 24): a request to one of its providers, and its own lists.
  'create-request-appointment': {
    body: AppointmentBody,
    answer: MessageAnswer,
    // The client app sends `provider_id: ''` when no provider is chosen.
    fieldMessages: { ...AppointmentFieldMessages, provider_id: CLIENT_SCHEDULING_MESSAGES.noProvider },
  },
  // The legacy always failed here; the client app calls it as a GET with no body: the client's coming sessions.
  'get-providers-appointment': {
    body: SelfBody,
    answer: Envelope(Type.Array(AppointmentAnswer)),
    isBatchable: true,
  },
  'get-request-appointment': {
    body: SelfBody,
    answer: Envelope(Type.Array(AppointmentAnswer)),
    isBatchable: true,
  },
});
