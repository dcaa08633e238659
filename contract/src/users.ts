import { Type, type Static } from '@sinclair/typebox';
import { AppointmentTypeAnswer } from './appointments.js';
import { Envelope, MessageAnswer, PageNum } from './envelope.js';
import { Email, Id, Opaque, Optional, Password, Role, SelfBody, Text } from './fields.js';

/** Request bodies of the users group (legacy-contract section 6.1). Fields the rules ignore are still declared. */
export const RegisterProviderBody = {
  practice_name: Optional(Text()),
  name: Optional(Text()),
  email: Optional(Email()),
  password: Optional(Password()),
  confirm_password: Optional(Password()),
  time_zone: Optional(Text(64)),
};

/** `id` is the token from the verification link; the legacy page sends the fetched document back. */
export const RegistrationLookupBody = {
  id: Optional(Opaque()),
  _id: Optional(Opaque()),
  email: Optional(Email()),
  name: Optional(Text()),
  practice_name: Optional(Text()),
  main_provider_id: Optional(Text(32)),
};

/** The verification page's POST: the link's token and the password the address owner sets there. */
export const VerificationBody = {
  ...RegistrationLookupBody,
  password: Optional(Password()),
  confirm_password: Optional(Password()),
};

export const LoginBody = {
  email: Optional(Email()),
  password: Optional(Password()),
  role: Optional(Role()),
  time_zone: Optional(Text(64)),
};

export { SelfBody };

export const ForgotPasswordBody = {
  email: Optional(Email()),
  role: Optional(Role()),
};

/** Two flows: the e-mailed link (`id` is the token) and `flag: 'profile'` (`id` is the caller, `password` current). */
export const ResetPasswordBody = {
  id: Optional(Opaque()),
  role: Optional(Role()),
  flag: Optional(Text(32)),
  password: Optional(Password()),
  new_password: Optional(Password()),
  confirm_password: Optional(Password()),
};

export const Tile = Type.Object({ title: Text(64), color: Text(16) }, { additionalProperties: false });

export const DragUpdateBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  list: Optional(Type.Array(Tile, { maxItems: 20 })),
};

export const AcceptRequestBody = {
  add_role: Optional(Text(16)),
  name: Optional(Text()),
  email: Optional(Email()),
  phone: Optional(Type.Union([Text(32), Type.Number()])),
  provider_id: Optional(Id()),
  provider_email: Optional(Email()),
  password: Optional(Password()),
  confirm_password: Optional(Password()),
  _id: Optional(Id()),
};

/** `id` is the token of an e-mailed invitation to connect as a client (new route, review finding 1). */
export const InvitationBody = {
  id: Optional(Opaque()),
};

export const UserListBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  client_pagination: Optional(Type.Union([Type.Number(), Type.String({ maxLength: 16 })])),
  client_current_page: Optional(Type.Union([Type.Number(), Type.String({ maxLength: 16 })])),
  client_page_neighbours: Optional(Type.Union([Type.Number(), Type.String({ maxLength: 16 })])),
};

export const RoomImageBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  bgRoom: Optional(Type.Union([Type.Number(), Type.String({ maxLength: 4 })])),
  bgMusic: Optional(Type.Union([Type.Number(), Type.String({ maxLength: 4 })])),
};

/*
 * Answers of the users group. Property order is the wire's order; a field the service sends must be declared
 * here, or the strict check in legacy-api's tests fails (ADR: serialised by schema).
 */
const S = () => Type.String();

/** The registration request the verification page shows. */
export const RegistrationAnswer = Type.Object({
  _id: S(),
  name: S(),
  email: S(),
  practice_name: S(),
  main_provider_id: S(),
  verified: Type.Boolean(),
});

/** The user as the legacy clients read it (services/identity/user-wire.ts): never a password. */
export const UserFields = {
  _id: S(),
  name: S(),
  email: S(),
  role: Type.Array(S()),
  invited_role: Optional(S()),
  main_provider_id: Optional(S()),
  practice_name: S(),
  plan_string: Optional(S()),
  first_login: Type.Number(),
  phone: S(),
  photo: S(),
  time_zone: S(),
  registered_date: S(),
};
export const UserAnswer = Type.Object(UserFields);
export type UserAnswer = Static<typeof UserAnswer>;

export const LoggedInAnswer = Type.Object({ ...UserFields, token: S() });

/** `get-simple-user`: the user, or the sentinel "database initialize" when the account is gone. */
export const SimpleUserAnswer = Type.Union([
  Type.Object({ ...UserFields, appointment_type: Type.Array(AppointmentTypeAnswer) }),
  Type.String(),
]);

export const PersonAnswer = Type.Object({
  _id: S(),
  name: S(),
  email: S(),
  phone: S(),
  provider_ids: Type.Array(S()),
  invited_role: Optional(S()),
  role: Type.Array(S()),
});

export const BackgroundAnswer = Type.Object({
  _id: S(),
  role: Type.Array(S()),
  bgRoom: S(),
  bgMusic: S(),
  photo: S(),
});

/** Each route's answer (status 200), by route name. */
export const UsersAnswers = {
  'register-provider': MessageAnswer,
  'get-request-provider': Envelope(RegistrationAnswer),
  verification: Envelope(RegistrationAnswer),
  login: Envelope(LoggedInAnswer),
  logout: MessageAnswer,
  'forgot-password': MessageAnswer,
  'reset-password': MessageAnswer,
  'get-simple-user': Envelope(SimpleUserAnswer),
  'accept-terms': MessageAnswer,
  'get-drag': Envelope(Type.Array(Tile)),
  'drag-update': MessageAnswer,
  'accept-request': MessageAnswer,
  'accept-invitation': MessageAnswer,
  'get-user-list': Envelope(Type.Object({ list: Type.Array(PersonAnswer), page_num: PageNum })),
  'get-background-user': Envelope(BackgroundAnswer),
  'room-image': MessageAnswer,
} as const;

/** Each route's request body fields, by route name (legacy-api adds `auth_id`). */
export const UsersBodies = {
  'register-provider': RegisterProviderBody,
  'get-request-provider': RegistrationLookupBody,
  verification: VerificationBody,
  login: LoginBody,
  logout: SelfBody,
  'forgot-password': ForgotPasswordBody,
  'reset-password': ResetPasswordBody,
  'get-simple-user': SelfBody,
  'accept-terms': SelfBody,
  'get-drag': SelfBody,
  'drag-update': DragUpdateBody,
  'accept-request': AcceptRequestBody,
  'accept-invitation': InvitationBody,
  'get-user-list': UserListBody,
  'get-background-user': SelfBody,
  'room-image': RoomImageBody,
} as const;
