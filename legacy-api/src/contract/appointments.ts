import { Type } from '@sinclair/typebox';
import { Id, LegacyInstant, Optional, Role, Text } from '#api/http/schema.js';
import { CREATE_MESSAGES } from '#api/services/appointments/create-appointment.js';
import { SCHEDULE_MESSAGES } from '#api/services/appointments/schedule.js';
import { TYPE_MESSAGES } from '#api/services/appointments/appointment-types.js';
import { LIFECYCLE_MESSAGES } from '#api/services/appointments/lifecycle.js';
import { QUERY_MESSAGES } from '#api/services/appointments/queries.js';

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
