import { Type, type Static } from '@sinclair/typebox';
import { AppointmentTypeAnswer } from './appointments.js';
import { Envelope, MessageAnswer, PageNum } from './envelope.js';
import { Email, Id, Opaque, Optional, Password, Role, SelfBody, Text } from './fields.js';
import { routeGroup } from './route.js';

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

/**
 * The users group (legacy-contract section 6.1): each route once, with its body, its answer (status 200) and
 * its fields' own messages. legacy-api registers them, the web app calls them, services type their input
 * from them (`@tele/contract/routes`).
 */
export const UsersRoutes = routeGroup('users', {
  'register-provider': { body: RegisterProviderBody, answer: MessageAnswer, isRateLimited: true },
  'get-request-provider': { body: RegistrationLookupBody, answer: Envelope(RegistrationAnswer) },
  // It hashes the chosen password, so it is limited like the other password routes.
  verification: { body: VerificationBody, answer: Envelope(RegistrationAnswer), isRateLimited: true },
  login: { body: LoginBody, answer: Envelope(LoggedInAnswer), isRateLimited: true },
  logout: { body: SelfBody, answer: MessageAnswer },
  'forgot-password': { body: ForgotPasswordBody, answer: MessageAnswer, isRateLimited: true },
  'reset-password': { body: ResetPasswordBody, answer: MessageAnswer, isRateLimited: true },
  'get-simple-user': { body: SelfBody, answer: Envelope(SimpleUserAnswer) },
  'accept-terms': { body: SelfBody, answer: MessageAnswer },
  'get-drag': { body: SelfBody, answer: Envelope(Type.Array(Tile)) },
  'drag-update': { body: DragUpdateBody, answer: MessageAnswer },
  'accept-request': { body: AcceptRequestBody, answer: MessageAnswer },
  'accept-invitation': { body: InvitationBody, answer: MessageAnswer, isRateLimited: true },
  'get-user-list': {
    body: UserListBody,
    answer: Envelope(Type.Object({ list: Type.Array(PersonAnswer), page_num: PageNum })),
  },
  'get-background-user': { body: SelfBody, answer: Envelope(BackgroundAnswer) },
  'room-image': { body: RoomImageBody, answer: MessageAnswer },
});
