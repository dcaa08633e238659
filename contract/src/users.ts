import { Type, type Static } from '@sinclair/typebox';
import { AppointmentTypeAnswer } from './appointments.js';
import { Envelope, MessageAnswer, Nullable, PageNum } from './envelope.js';
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
  /**
   * The caller can ask for a second step (the web app; ADR 0045): for an account with two-factor sign-in the
   * answer is then a pending token instead of a session. Without it such an account gets a 403 `{msg}`.
   */
  two_factor: Optional(Type.Boolean()),
};

/** The second step of a sign-in: the pending token login gave, and a 6-digit code or a recovery code. */
export const LoginTwoFactorBody = {
  pending_token: Optional(Opaque()),
  code: Optional(Text(32)),
};

/** Confirming an enrolment: a code from the app. Turning it off: a current code or the password. */
export const TwoFactorCodeBody = {
  code: Optional(Text(32)),
  password: Optional(Password()),
};

/** The owner's practice rule. */
export const RequireTwoFactorBody = { is_required: Optional(Type.Boolean()) };

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

/* The people of a practice (issue 24): profiles, the team, client requests, the directory. */

const Flexible = () => Type.Union([Type.Number(), Type.String({ maxLength: 32 })]);
const Paging = {
  pagination: Optional(Flexible()),
  current_page: Optional(Flexible()),
  page_neighbours: Optional(Flexible()),
};

/**
 * `register-provider` with `add_role: 'provider'` (and `accept-request` with the same fields): a team member adds
 * a colleague with a role (`detail_role`: owner, administrator or provider). The browser-made password the
 * original apps send is ignored: the colleague sets their own through an e-mailed single-use link.
 */
export const AddTeamMemberFields = {
  add_role: Optional(Text(16)),
  detail_role: Optional(Text(32)),
  provider_id: Optional(Id()),
  provider_name: Optional(Text()),
  phone: Optional(Type.Union([Text(32), Type.Number()])),
};

/** The public "contact this provider" form. */
export const RequestClientBody = {
  name: Optional(Text()),
  email: Optional(Email()),
  provider_id: Optional(Id()),
  provider_name: Optional(Text()),
  provider_email: Optional(Email()),
  msg: Optional(Text(2000)),
};

/** A client finishing registration from a request's e-mailed link (`request_id` is the link's token). */
export const RegisterClientBody = {
  name: Optional(Text()),
  email: Optional(Email()),
  password: Optional(Password()),
  confirm_password: Optional(Password()),
  request_id: Optional(Opaque()),
  provider_id: Optional(Id()),
  accept_state: Optional(Type.Union([Type.Boolean(), Text(8)])),
  role: Optional(Role()),
};

/**
 * `get-request`: a team member names a request by its id; the client app's register page (no session) names it
 * by the register link's token, the last segment of its URL.
 */
export const RequestLookupBody = { id: Optional(Opaque()), role: Optional(Role()) };

export const AllClientRequestBody = { user_id: Optional(Id()), id: Optional(Id()), ...Paging };

/** `delete-request`: the admin app sends a GET with `?deleteData=<JSON of the request>`; a POST body works too. */
export const DeleteRequestBody = { _id: Optional(Id()), deleteData: Optional(Text(4000)) };

/** `user-profile`: the caller's own profile, or (a team member) a client's, with its repeat reminder. */
export const UserProfileBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  name: Optional(Text()),
  email: Optional(Email()),
  phone: Optional(Type.Union([Text(32), Type.Number()])),
  gender: Optional(Text(16)),
  age: Optional(Flexible()),
  /** A stored image's path (from image-upload), or a legacy data URL (re-encoded and stored on arrival). */
  photo: Optional(Text(3_000_000)),
  bgPhoto: Optional(Text(3_000_000)),
  _provider_id: Optional(Id()),
  repeat_reminders: Optional(Flexible()),
  localUpdate: Optional(Type.Union([Type.Boolean(), Text(8)])),
};

export const AddressBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  address1: Optional(Text()),
  address2: Optional(Text()),
  city: Optional(Text()),
  state_province: Optional(Text()),
  zip_code: Optional(Text(32)),
  country: Optional(Text(64)),
  email: Optional(Email()),
  cardholder_name: Optional(Text()),
  /** A card token of the original apps; billing arrives with the money issue and reads it there. */
  token: Optional(Opaque()),
};

export const AboutBody = {
  id: Optional(Id()),
  role: Optional(Role()),
  about: Optional(Text(5000)),
  license_info: Optional(Text(2000)),
  /** The provider app sends back the stored cost, `null` when none was ever set (unchanged). */
  cost: Optional(Nullable(Flexible())),
  expertise: Optional(Type.Array(Text(64), { maxItems: 100 })),
  category: Optional(Type.Array(Text(64), { maxItems: 50 })),
};

/** The public directory search (legacy-contract 6.1 get-middle-information). */
export const DirectoryBody = {
  special_category: Optional(
    Type.Array(Type.Object({ id: Optional(Flexible()), name: Optional(Text(64)) }), { maxItems: 50 }),
  ),
  expertise_category: Optional(Type.Array(Text(64), { maxItems: 100 })),
  looking_value: Optional(Text()),
  country: Optional(Text(64)),
  state_province: Optional(Text()),
  gender: Optional(Text(16)),
  price: Optional(Type.Union([Type.Array(Flexible(), { maxItems: 4 }), Text(8)])),
  age: Optional(Type.Union([Type.Array(Flexible(), { maxItems: 7 }), Text(8)])),
  sort: Optional(Text(32)),
  ...Paging,
};

/** `delete-user`: a client or a team member of the caller's practice. */
export const DeleteUserBody = { _id: Optional(Id()), role: Optional(Role()) };

/** The public "Contact us" and "Request demo" forms. */
export const SendContactBody = {
  role: Optional(Role()),
  select_item: Optional(Text()),
  first_name: Optional(Text()),
  last_name: Optional(Text()),
  email: Optional(Email()),
  phone_number: Optional(Type.Union([Text(32), Type.Number()])),
  job_title: Optional(Text()),
  company_name: Optional(Text()),
  msg: Optional(Text(5000)),
  booking_date: Optional(Text(64)),
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

/**
 * Login's answer when a second step is due (only to a caller that sent `two_factor: true`): `code` (the person
 * has an authenticator) or `setup` (the practice requires one and the person has none yet: the secret to enrol
 * comes with it, the code confirms it and signs in).
 */
export const SecondStepAnswer = Type.Object({
  two_factor: Type.Union([Type.Literal('code'), Type.Literal('setup')]),
  pending_token: S(),
  secret: Optional(S()),
  otpauth_uri: Optional(S()),
});

/** The second step's answer: the session, and the recovery codes (shown once) when it finished an enrolment. */
export const TwoFactorLoggedInAnswer = Type.Object({
  ...UserFields,
  token: S(),
  recovery_codes: Optional(Type.Array(S())),
});

/** The security screen's view: never the secret once it is on (only while an enrolment waits for its code). */
export const TwoFactorStatusAnswer = Type.Object({
  is_on: Type.Boolean(),
  is_required: Type.Boolean(),
  can_require: Type.Boolean(),
  recovery_codes_left: Type.Number(),
  pending_secret: Optional(S()),
  otpauth_uri: Optional(S()),
});

export const TwoFactorSetupAnswer = Type.Object({ secret: S(), otpauth_uri: S() });
export const RecoveryCodesAnswer = Type.Object({ recovery_codes: Type.Array(S()) });

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
  /** The person's photo (a stored image's path), for the client list's Photo column; absent when none. */
  photo: Optional(S()),
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

/** A public contact request ("contact this provider"), as the dashboard's Client Enrollment panel lists it. */
export const ClientRequestAnswer = Type.Object({
  _id: S(),
  client_name: S(),
  client_email: S(),
  provider_id: S(),
  provider_name: S(),
  msg: S(),
  request_date: S(),
  accept_state: S(),
  contact: Type.Boolean(),
});

/** The parts of a person the profile screens show (get-info-user); a field a caller may not see is absent. */
export const ProfileAnswer = Type.Object({
  _id: S(),
  name: S(),
  email: Optional(S()),
  phone: Optional(S()),
  gender: S(),
  /** The birth year, as the legacy stored it (the screens show the current year minus it); null when unknown. */
  age: Nullable(Type.Number()),
  photo: S(),
  bgPhoto: S(),
  address1: Optional(S()),
  address2: Optional(S()),
  city: S(),
  state_province: S(),
  zip_code: Optional(S()),
  country: S(),
  about: S(),
  license_info: S(),
  cost: Nullable(Type.Number()),
  expertise: Type.Array(S()),
  category: Type.Array(S()),
  role: Type.Array(S()),
  invited_role: Optional(S()),
  practice_name: S(),
  plan_string: Optional(S()),
  provider_ids: Optional(Type.Array(S())),
  /** For a client read by a team member: that member's repeat reminder for the client, in hours (0 none). */
  repeat_reminders: Optional(Type.Number()),
  updated_date: Nullable(S()),
  registered_date: S(),
});

/** get-photo-user: who the shell shows (photo, name, role, practice); `practice_name` a JSON list for a client. */
export const PhotoUserAnswer = Type.Object({
  _id: S(),
  name: S(),
  photo: S(),
  role: Type.Array(S()),
  invited_role: Optional(S()),
  practice_name: S(),
});

/** A person in the short lists (get-users, get-practice, get-allow-providers). */
export const PersonLite = Type.Object({
  _id: S(),
  name: S(),
  email: Optional(S()),
  photo: S(),
  invited_role: Optional(S()),
  role: Type.Array(S()),
});

/** A provider in the public directory: what a visitor should see (no e-mail, phone, ids of others or billing). */
export const DirectoryEntry = Type.Object({
  _id: S(),
  name: S(),
  photo: S(),
  gender: S(),
  city: S(),
  state_province: S(),
  country: S(),
  about: S(),
  license_info: S(),
  cost: Nullable(Type.Number()),
  expertise: Type.Array(S()),
  category: Type.Array(S()),
  practice_name: S(),
});

export const ClientPracticeAnswer = Type.Object({
  provider_name: S(),
  provider_photo: S(),
  practice_name: S(),
});

/**
 * The users group (legacy-contract section 6.1): each route once, with its body, its answer (status 200) and
 * its fields' own messages. legacy-api registers them, the web app calls them, services type their input
 * from them (`@tele/contract/routes`).
 */
export const UsersRoutes = routeGroup('users', {
  'register-provider': {
    body: { ...RegisterProviderBody, ...AddTeamMemberFields },
    answer: MessageAnswer,
    isRateLimited: true,
  },
  'get-request-provider': { body: RegistrationLookupBody, answer: Envelope(RegistrationAnswer) },
  // It hashes the chosen password, so it is limited like the other password routes.
  verification: { body: VerificationBody, answer: Envelope(RegistrationAnswer), isRateLimited: true },
  login: {
    body: LoginBody,
    answer: Envelope(Type.Union([LoggedInAnswer, SecondStepAnswer])),
    isRateLimited: true,
  },
  // Two-factor sign-in (ADR 0045): the second step after login, and the security screen's settings.
  'login-two-factor': {
    body: LoginTwoFactorBody,
    answer: Envelope(TwoFactorLoggedInAnswer),
    isRateLimited: true,
  },
  'get-two-factor': { body: SelfBody, answer: Envelope(TwoFactorStatusAnswer) },
  'setup-two-factor': { body: SelfBody, answer: Envelope(TwoFactorSetupAnswer) },
  'enable-two-factor': { body: TwoFactorCodeBody, answer: Envelope(RecoveryCodesAnswer) },
  'disable-two-factor': { body: TwoFactorCodeBody, answer: MessageAnswer },
  'require-two-factor': { body: RequireTwoFactorBody, answer: MessageAnswer },
  logout: { body: SelfBody, answer: MessageAnswer },
  'forgot-password': { body: ForgotPasswordBody, answer: MessageAnswer, isRateLimited: true },
  'reset-password': { body: ResetPasswordBody, answer: MessageAnswer, isRateLimited: true },
  'get-simple-user': { body: SelfBody, answer: Envelope(SimpleUserAnswer), isBatchable: true },
  'accept-terms': { body: SelfBody, answer: MessageAnswer },
  'get-drag': { body: SelfBody, answer: Envelope(Type.Array(Tile)), isBatchable: true },
  'drag-update': { body: DragUpdateBody, answer: MessageAnswer },
  // Three modes: add a client (add_role 'client'), add a colleague (add_role 'provider'), or (any other) accept
  // a public contact request, whose document the dashboard posts back (`_id`, `client_email`, ...).
  'accept-request': {
    body: {
      ...AcceptRequestBody,
      ...AddTeamMemberFields,
      client_name: Optional(Text()),
      client_email: Optional(Email()),
    },
    answer: MessageAnswer,
  },
  'accept-invitation': { body: InvitationBody, answer: MessageAnswer, isRateLimited: true },
  'get-user-list': {
    body: UserListBody,
    answer: Envelope(Type.Object({ list: Type.Array(PersonAnswer), page_num: PageNum })),
    isBatchable: true,
  },
  'get-background-user': { body: SelfBody, answer: Envelope(BackgroundAnswer) },
  'room-image': { body: RoomImageBody, answer: MessageAnswer },
  'request-client': { body: RequestClientBody, answer: MessageAnswer, isRateLimited: true },
  'register-client': { body: RegisterClientBody, answer: MessageAnswer, isRateLimited: true },
  'get-request': { body: RequestLookupBody, answer: Envelope(Type.Array(ClientRequestAnswer)) },
  'all-client-request': {
    body: AllClientRequestBody,
    answer: Envelope(Type.Object({ list: Type.Array(ClientRequestAnswer), page_num: PageNum })),
    isBatchable: true,
  },
  'delete-request': { body: DeleteRequestBody, answer: MessageAnswer },
  // A missing account answers `results: null` (the client app logs out on it).
  'get-photo-user': { body: SelfBody, answer: Envelope(Nullable(PhotoUserAnswer)) },
  'get-info-user': { body: SelfBody, answer: Envelope(ProfileAnswer) },
  'user-profile': { body: UserProfileBody, answer: MessageAnswer },
  // `accountLink` (the payout account's onboarding, once billing exists) instead of `results`.
  'address-update': {
    body: AddressBody,
    answer: Type.Object({ msg: Optional(S()), accountLink: Optional(Nullable(S())) }),
  },
  'about-update': { body: AboutBody, answer: MessageAnswer },
  'get-middle-information': {
    body: DirectoryBody,
    answer: Envelope(Type.Object({ list: Type.Array(DirectoryEntry), page_num: PageNum })),
  },
  // The legacy answered `{results}` with no msg; the admin app also calls it as a GET with no body.
  'get-users': { body: SelfBody, answer: Envelope(Type.Array(PersonLite)) },
  'get-allow-providers': { body: SelfBody, answer: Envelope(Type.Array(PersonLite)) },
  'get-practice': { body: SelfBody, answer: Envelope(Type.Array(PersonLite)) },
  /**
   * The practice's data for its owner (issue 29, ADR 0048). The answer is the file itself: `application/zip`,
   * an attachment named `practice-export.zip`, streamed; refusals are `{msg}`.
   */
  'export-practice': { body: SelfBody, answer: Type.String({ contentMediaType: 'application/zip' }) },
  'get-client-practices': {
    body: SelfBody,
    answer: Envelope(Type.Array(ClientPracticeAnswer)),
    isBatchable: true,
  },
  'delete-user': { body: DeleteUserBody, answer: MessageAnswer },
  'send-contact': { body: SendContactBody, answer: MessageAnswer, isRateLimited: true },
});
