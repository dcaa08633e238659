/**
 * The legacy messages both sides speak: legacy-api answers them, remix-app shows them (and its forms say the
 * same words when they catch a mistake first). The text is the contract: never reword one; the wire replay
 * pins every answer.
 */

/* The appointments group (legacy-contract section 6.2). */

export const SCHEDULE_MESSAGES = {
  tooLong: 'Please choose the end date and time. The meeting time cannot exceed 2 hours.',
  badStart: 'Please choose the start time correctly.',
  repeatBeforeEnd: 'The repeat date cannot be before the end date.',
  badFrequency: 'Please choose how often the appointment repeats (every 1 to 365 days).',
  tooManyOccurrences:
    'A recurring appointment can have at most 100 sessions. Please choose an earlier repeat date.',
} as const;

export const CREATE_MESSAGES = {
  created: 'An appointment registration succeeded.',
  updated: 'An appointment has updated successfully',
  noInvitees: 'Please choose the invitees.',
  providerInvited: 'The provider of the appointment can not also be its invitee.',
  notEditable:
    'You can not edit this appointment now. The client may have already paid or the session start time may have passed.',
  badPayment: 'Please input the payment correctly.',
  otherCalendar: 'You can only create appointments in your own calendar.',
} as const;

/** Invoices and client payments (legacy-contract 6.2 and 6.8; issue 26, ADR 0037). */
export const INVOICE_MESSAGES = {
  updated: 'The invoice has updated successfully.',
  /** paid-appointment's legacy message (a provider marks an invoice paid outside Stripe). */
  markedPaid: 'The appointment accepted successfully.',
  /** The legacy's own wording (with its typo): the provider has no payout account that takes charges. */
  noSeller: 'The provide has not a Stripe account yet. Please try it later.',
  badPrice: 'Please input the price correctly.',
  notEditable:
    'You can not edit this invoice now. The client may have already paid or the session start time may have passed.',
  notDue: 'This invoice is not due for payment.',
  alreadyPaid: 'This invoice has already been paid.',
  wrongAmount: 'The amount does not match the invoice.',
  noCard: 'Please enter your card details.',
  inFlight: 'This payment is being processed. Please wait a moment and reload the page.',
  stripeDown: 'The payment could not be completed right now. Please try again in a moment.',
  paid: 'Thank you. Your payment succeeded.',
  processing: 'Your payment is being processed.',
  needsAction: 'Please confirm the payment with your card.',
  linkInvalid: 'This payment link is no longer valid. Please sign in or ask your provider for a new one.',
  onboarding: 'Please set up your payout account with Stripe.',
  sellerReady: 'Your payout account is ready to receive payments.',
  sellerDown: 'Stripe could not be reached right now. Please try again in a moment.',
  refunded: 'The refund has been requested successfully.',
  notRefundable: 'Only a payment made by card can be refunded.',
  alreadyRefunded: 'This payment has already been refunded.',
} as const;

export const LIFECYCLE_MESSAGES = {
  accepted: 'The appointment has been accepted successfully.',
  deleted: 'This appointment has deleted successfully.',
  paymentUpdated: 'The appointment has updated successfully.',
  notYours: 'This appointment is waiting for the client to approve it.',
  notTheClients: 'This appointment is waiting for the provider to approve it.',
  notPending: 'This appointment has already been answered.',
  badPayment: 'Please input the payment correctly.',
  notEditable: 'You can not change the payment of this appointment now.',
  /** New (security review 2, N2): a client declines only before the session, and a record is kept. */
  notDeclinable: 'You can only decline a session before it starts. Please contact your provider.',
  paidRecord: 'This session has been paid, so it is kept. Please contact your provider.',
  hasNote: 'This session has a note, so it is kept. Please contact your provider.',
} as const;

/** A client's answer to a reminder, by its e-mail link or a text (ADR 0052). */
export const REMINDER_MESSAGES = {
  confirmed: 'Thank you. Your session is confirmed.',
  cancelled: 'Your session is cancelled. Your provider has been told.',
  already: 'Your answer to this reminder was already recorded.',
  notChangeable: 'This session can no longer be changed here. Please contact your provider.',
  linkInvalid: 'This link is no longer valid. Please sign in or contact your provider.',
  badAnswer: 'Please choose to confirm or to cancel the session.',
  /** The reply to a text that is neither C nor X. */
  howToAnswer: 'Reply C to confirm or X to cancel your next session.',
} as const;

export const QUERY_MESSAGES = {
  list: 'An appointments list got successfully.',
  listHas: 'An appointments list has got successfully.',
  one: 'An appointment got successfully.',
  badDates: 'Please send the days of the calendar to show.',
  badFlag: 'Please choose a list to show.',
  grouping: 'Successful',
} as const;

export const TYPE_MESSAGES = {
  fillBoth: 'Please fill the name field and the default length field',
  fillName: 'Please fill the name field',
  fillLength: 'Please fill the default length field',
  badLength: 'Please input the default length correctly.',
  badAmount: 'Please input the default amount correctly.',
  duplicate: 'The same appointment type already exist.',
  missing: "Such appointment type don't exist.",
  badRole: 'Please choose to create or update the appointment type.',
  created: 'The appointment type has created successfully.',
  updated: 'The appointment type has updated successfully.',
  deleted: 'The appointment type has deleted successfully.',
} as const;

/** appointment-invite (the share link by e-mail or text). */
export const INVITE_MESSAGES = {
  upgrade: 'Please upgrade your account to invite by text or email message',
  refresh: 'Please refresh once more and try again.',
  email: 'Please input the email address.',
  validEmail: 'Please input the valid email.',
  phone: "Please input the client's phone number.",
  phoneFormat:
    'Please input the phone number in full international form, with + and the country code (like +15551234567).',
  emailSent: 'Your email invitation succeed.',
  textSent: 'Your text invitation has succeed.',
  country: 'Text invitations can only go to numbers in {countries}. Please invite by e-mail instead.',
} as const;

/** The session day: get-appointment, join, allow, leave and the session note. */
export const SESSION_MESSAGES = {
  finished: 'This session already has finished.',
  overTime: 'This appointment is already over time.',
  joined: 'You have joined successfully.',
  notYet: 'The provider has not joined yet. Please wait for him to join.',
  clientJoined: 'The joining succeed.',
  left: 'You have left the session successfully.',
  otherLeft: 'The other has went out.',
  timePassed: 'The meeting time is already passed.',
  sent: 'successful',
  noPermission: 'You can not join a session by your permission',
  badLink: 'This link is not valid. Please ask your provider for a new one.',
  expiredLink: 'This link has expired. Please ask your provider for a new one.',
  notYourSession: 'Only the provider of this session can write its note.',
  noNote: 'Please input the note.',
  notStarted: 'This session has not started yet.',
  noteSaved: 'The session note has saved successfully.',
  got: 'An appointment got successfully.',
} as const;

/* The users group (legacy-contract section 6.1). */

/** login. */
export const LOGIN_MESSAGES = {
  fillAll: 'Please fill the whole fields.',
  invalidEmail: 'Please input the valid email.',
  failed: 'The login has failed. Please try again.',
  unverified: 'Please verify your email address first. The link is in the email we sent you.',
  deleted: 'This account has been deleted. Please contact your practice.',
  succeeded: 'The login has succeed.',
} as const;

/** Two-factor sign-in and its settings (ADR 0045). */
export const TWO_FACTOR_MESSAGES = {
  /** users/login for a client that cannot answer the second step (the original apps): a 403, no way around. */
  useWebApp:
    'Two-factor sign-in is on for this account. Please sign in with the web app, which asks for your authenticator code.',
  /** The same for a team member whose practice requires it and who has not set it up yet. */
  useWebAppToSetUp:
    'Your practice requires two-factor sign-in. Please sign in with the web app to set it up with an authenticator app.',
  codeNeeded: 'Please enter the 6-digit code from your authenticator app.',
  setupNeeded:
    'Your practice requires two-factor sign-in. Please set it up with an authenticator app to continue.',
  enterCode: 'Please enter the 6-digit code from your authenticator app or a recovery code.',
  wrongCode: 'That code is not right. Please try again with a new code.',
  tooManyWrongCodes: 'Too many wrong codes. Please wait 15 minutes and try again.',
  signInExpired: 'This sign-in has expired. Please sign in again.',
  signedIn: 'The login has succeed.',
  status: 'The two-factor settings have been read.',
  setupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notStarted: 'Please start the setup again.',
  turnedOn: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  notOn: 'Two-factor sign-in is not on.',
  confirmTurnOff: 'Please enter a current code from your authenticator app or your password.',
  wrongPassword: 'The password is not correct.',
  requiredByPractice: 'Your practice requires two-factor sign-in, so it cannot be turned off.',
  turnedOff: 'Two-factor sign-in is off.',
  ownersOnly: 'Only an owner of the practice can change this.',
  nowRequired: 'Two-factor sign-in is now required for everyone in the practice.',
  noLongerRequired: 'Two-factor sign-in is no longer required for everyone in the practice.',
} as const;

/** register-provider, get-request-provider and verification. */
export const REGISTRATION_MESSAGES = {
  fillAll: 'Please fill the whole input fields.',
  invalidEmail: 'Please input the valid email.',
  confirmMismatch: 'Please input the confirm password correctly.',
  providerExists: 'The registered provider email already exists. Please try by the other email.',
  sent: 'An email sent. Please check your mailbox.',
  requestFound: 'The provider request list has got successfully.',
  requestMissing: 'The provider requests can not find.',
  verified: 'The provider request has verified.',
  alreadyVerified: 'The email has verified successfully.',
  setPassword: 'Please set your password to finish verifying your email.',
} as const;

/** forgot-password and reset-password (by link or with the current password). */
export const PASSWORD_MESSAGES = {
  inputEmail: 'Please input the email.',
  invalidEmail: 'Please input the email correctly.',
  sent: 'Your email has sent successfully. Please check your mailbox.',
  fillAll: 'Please fill the whole fields.',
  confirmMismatch: 'Please fill the confirm password correctly.',
  wrongCurrent: 'Please input the current password correctly.',
  linkInvalid: 'This link has expired or has already been used. Please request a new one.',
  resetByLink: 'The password has reset successfully.',
  changed: 'The password reset successfully.',
} as const;

/** get-simple-user and accept-terms. */
export const ACCOUNT_MESSAGES = {
  found: 'The user info has got successfully.',
  gone: 'Such user can not find.',
  termsAccepted: 'You have accept on the terms and conditions of teletherapist',
} as const;

/** get-drag and drag-update (the dashboard tiles). */
export const TILE_MESSAGES = {
  saved: 'Drag List',
  updated: 'The customizing list has updated successfully.',
  invalid: 'Please send the seven dashboard tiles, each once.',
  invalidClient: 'Please send the six dashboard tiles, each once.',
} as const;

/** get-user-list. */
export const USER_LIST_MESSAGES = {
  clientsOwnOnly: 'You can only see your own providers.',
} as const;

/** accept-request (Add Client). */
export const ADD_CLIENT_MESSAGES = {
  nameAndEmail: 'Please input name and email.',
  nameAndValidEmail: 'Please input name and valid email.',
  name: 'Please input name.',
  email: 'Please input email.',
  validEmail: 'Please input valid email.',
  phone: 'Please input the phone number correctly.',
  deleted: 'The user has already deleted. Please add the other user.',
  alreadyConnected: 'You have already connected with the client.',
  connected: 'You just have connected with the client.',
  invited: 'Your invitation has succeed.',
  otherProvider: 'You can only add clients to your own list.',
  upgrade: 'Please upgrade your account to invite clients by e-mail.',
  self: 'You can not add yourself as your own client.',
} as const;

/** accept-invitation (a client invitation from another practice). */
export const INVITATION_MESSAGES = {
  badLink: 'This link has expired or has already been used.',
  accepted: 'The invitation has been accepted. You are now connected with your provider.',
} as const;

/* The people of a practice (issue 24): legacy-contract 6.1, 5.6 and spec part 2 sections 4, 5 and 8. */

/** request-client (the public "contact this provider" form). */
export const REQUEST_CLIENT_MESSAGES = {
  nameAndEmail: 'Please input your name and email.',
  nameAndValidEmail: 'Please input your name and valid email.',
  name: 'Please input your name.',
  email: 'Please input your email.',
  validEmail: 'Please input valid email.',
  registered: 'Your registration has succeed.',
  alreadyRequested:
    'You have already requested by using the email. Please check your mailbox. If the provider did not accept yet, there is no message you received.',
  noProvider: 'Please choose the provider you want.',
} as const;

/** get-request, all-client-request, delete-request and accepting a request. */
export const CLIENT_REQUEST_MESSAGES = {
  found: 'The client request info has got successfully.',
  deleted: 'This request has deleted successfully.',
  missing: 'The client request can not find.',
} as const;

/** register-client (a client finishing registration from a request's link). */
export const REGISTER_CLIENT_MESSAGES = {
  bothPasswords: 'Please input the password and the confirm password.',
  password: 'Please input the password',
  confirmPassword: 'Please input the confirm password',
  confirmMismatch: 'Please input the confirm password correctly.',
  terms: 'Please accept on the terms of service.',
  registered: 'The client registration has succeed.',
  /** New: the link is the only credential (S4); a used, expired or unknown one registers nobody. */
  badLink:
    'This link has expired or has already been used. Please ask your provider to accept your request again.',
  /** New: the address registering must be the one the request (and its link) was sent to. */
  otherEmail: 'Please register with the email address you sent your request from.',
  /** New: an address that already has an account is connected, and its password is never changed (S4). */
  accountExists:
    'You already have an account with this email. You are now connected with your provider: please log in with your password.',
} as const;

/** Adding a colleague (register-provider or accept-request with add_role 'provider'; legacy-contract 5.6). */
export const TEAM_MESSAGES = {
  noPlan: 'Firstly, please create the subscription.',
  basicLimit:
    'You have already invited the provider more than one this month. Please upgrade the subscription and try again.',
  exists: 'The registered provider email already exists. Please try by the other email.',
  sent: 'An email sent. Please check your mailbox.',
  badRole: 'Please choose the role: Owner, Administrator or Provider.',
  notAllowed: 'Only the owners of the practice can add or remove its team members.',
  /** New: nobody's account changes without their consent; a client keeps their account as it is. */
  isClient:
    'This email belongs to a client of the practice. Please ask your colleague for another email for their team account.',
  notYourself: 'You can not delete your own account.',
  notTheSuperOwner: 'The account that created the practice can not be deleted.',
} as const;

/** get-simple-user, get-photo-user, get-info-user and the profile updates. */
export const PROFILE_MESSAGES = {
  found: 'The user info has got successfully.',
  infoFound: 'The user information has got successfully.',
  missing: 'Such user can not find.',
  notFound: 'The user can not find.',
  correctEmail: 'Please input the correct email.',
  validEmail: 'Please input the valid email.',
  sameEmail: 'The same email already exit.',
  recordMissing: 'Record not found',
  updated: 'The profile information has updated successfully.',
  addressUpdated: 'Your address has updated successfully.',
  updateFailed: 'The update has failed.',
  aboutUpdated: 'The profile introduction has updated successfully.',
  badCost: 'Please input the cost correctly',
  badAge: 'Please input the age from 0 to 120.',
  /** New: spec part 2, section 9: None, 30 minutes, 1 hour, 1 hour 30 minutes, then 2 to 12 hours. */
  badRepeatReminder: 'Please choose how often to repeat the reminder.',
  /** New: a client's sign-in address is theirs to change (a team member could otherwise take the account). */
  clientEmail: 'Only the client can change the email address of their account.',
  /** New: a client whose account another practice made manages their own profile. */
  clientOwnsProfile: 'This client manages their own profile. You can change the repeat reminder only.',
  /** New: a person of another practice (DESIGN.md section 4: another practice's record is 403). */
  otherPractice: 'You can not reach this person.',
  badCountry: 'Please choose the country from the list.',
  badExpertise: 'Please choose the specialties from the list.',
  badCategory: 'Please choose the specialist categories from the list.',
  /** The spec's notice after a profile block is saved (spec part 2, section 4). */
  saved: 'The personal information updated successfully.',
  directory: 'The user info has got successfully for directory-search page.',
  deleted: 'Deleted the user successfully',
  /** Spec part 2, section 8: opening a client who is not connected to the provider. */
  notConnected:
    'You can not see or edit his/her detailed information because you did not still connect with this client.',
} as const;

/** Images (profile photos, note images): spec part 2, sections 5 and 8. */
export const IMAGE_MESSAGES = {
  badType: 'Only .png, .jpeg and .jpg format allowed.',
  tooLarge: 'The file size have to be smaller than 2MB. Please choose the file again.',
  uploaded: 'The image has uploaded successfully.',
  noFile: 'Please choose the file.',
} as const;

/**
 * What the upload-and-share screen says before anything is sent (spec part 2, sections 5 and 8): apart from the
 * group's other messages so the browser ships only these (the pages stay light, ADR 0032).
 */
export const DOCUMENT_SCREEN_MESSAGES = {
  /** `upload` (and the upload screen) for anything but a pdf, docx or txt file. */
  badType: 'Only .pdf, .docx and .txt format allowed.',
  noFile: 'Please choose the file.',
  noClients: "The registered client don't exist.",
  shared: 'The document uploading succeeded.',
} as const;

/** The documents group (legacy-contract 6.4, spec part 2 section 6; ADR 0041). */
export const DOCUMENT_MESSAGES = {
  ...DOCUMENT_SCREEN_MESSAGES,
  /** `file-upload` for anything but a png or jpeg image or a pdf, docx or txt document. */
  badFileType: 'Only image and document file format allowed.',
  tooLarge: 'The file size have to be smaller than 25MB. Please choose the file again.',
  duplicate: 'The same document already exit.',
  notYourFile: 'Please upload the document again and share it.',
  notConnected: 'You can share documents only with your own clients and providers.',
  notYourDocuments: 'You can only see the documents shared with you or by you.',
  roleMismatch: 'You can not share the document with this role.',
  /** The plan gates (legacy-contract 5.6): the recipient provider's plan for a client, the sender's otherwise. */
  clientNoPlan: 'You can not share with this provider.',
  providerNoPlan: 'Firstly, please create the subscription.',
  list: 'The document list stored successfully.',
  recipientList: 'An recipient list stored successfully.',
  senderList: 'An sender list stored successfully.',
  providerSenderList: 'The sender list stored successfully.',
} as const;

/** send-contact (the public "Contact us" and "Request demo"). */
export const CONTACT_MESSAGES = {
  fillAll: 'Please fill the whole input fields.',
  phone: 'Please input the phone number correctly.',
  validEmail: 'Please input the valid email.',
  sent: 'You have sent the contact information to Teletherapist Support Team',
} as const;

/** create-request-appointment (a client asks one of its providers for a session; legacy-contract 5.6). */
export const CLIENT_SCHEDULING_MESSAGES = {
  noProvider: 'Please choose the provider you want.',
  providerNoPlan: 'You can send your request after the provider upgrade the account.',
  providerBasicLimit:
    'This provider already has 5 online sessions. You can send your request after the provider upgrade the account.',
  notAllowed: 'This provider does not take appointment requests right now.',
} as const;

/** The private notes (legacy-contract 6.6; the plan gate of spec part 2, section 5). */
export const NOTES_MESSAGES = {
  created: 'The notes registration succeeded.',
  updated: 'The notes has updated.',
  deleted: 'The notes has deleted.',
  noPlan: 'Firstly, please upgrade your account.',
  lowerPlan: 'You can not have any private note now. Please upgrade your account and try again.',
  empty: 'Please input the note.',
  missing: 'Such note can not find.',
} as const;

/** Who may read and write private notes (ADR 0020's readers of clinical records). */
export const NOTE_ACCESS_MESSAGES = {
  officeStaff: 'Office staff can not read or write private notes.',
  notYours: 'Only the provider who wrote this note can change it.',
  notYoursToRead: "Only the provider who wrote these notes and the practice's owners can read them.",
  notConnected: 'You can only keep notes about clients connected to you.',
  /** A client of another practice (403): nothing about it is said. */
  otherClient: 'You can not reach this client.',
} as const;

/** The payment group's subscriptions (legacy-contract 6.8) and the plan gates' new refusals (issue 26). */
export const SUBSCRIPTION_MESSAGES = {
  none: 'No user or subscription yet.',
  noBilling: 'Before creating subscription, please update your billing info.',
  samePlan: 'A subscription with same pricing plan already existed.',
  /** New: create-subscription without a plan. */
  choosePlan: 'Please choose a plan.',
  /** New: a plan id Stripe does not sell (the original set the plan to null, which every gate read as unlimited). */
  unknownPlan: 'There is no such plan. Please choose one of the plans on the Subscription page.',
  /** New: only the practice's owners change what it pays for. */
  ownersOnly: "Only the practice's owners can change its subscription or billing card.",
  /** New: a card saved (address-update with a card). */
  cardSaved: 'Your card has been saved.',
} as const;

/** Booking refused by the plan's appointment limits (create-appointment, accept-request; legacy-contract 5.6). */
export const BOOKING_PLAN_MESSAGES = {
  noPlan: 'Firstly, please upgrade your account to create the appointment.',
  basicLimit:
    'You already had 5 online sessions this month. Please upgrade your account to create more appointments.',
} as const;

/** The plan gates of features beyond the appointment limits (spec part 2, section 9; issue 26). */
export const PLAN_GATE_MESSAGES = {
  noPlan: 'Firstly, please upgrade your account.',
  /** A practice whose subscription lapsed (payment failed, cancelled, or the trial ended without a card). */
  lapsed:
    'Your subscription is not active. Please update your billing card or choose a plan on the Subscription page.',
  customTypes:
    'Custom appointment types need the ADVANCED plan or higher. Please upgrade your account and try again.',
  sessionNotes: 'Session notes need the ULTIMATE plan. Please upgrade your account and try again.',
  documentSharing: 'You can not share any documentation now. Please upgrade the subscription and try again.',
  paymentRequests:
    'Payment requests need the ADVANCED plan or higher. Please upgrade your account and try again.',
  secureMessaging: 'Secure messaging needs the ULTIMATE plan. Please upgrade your account and try again.',
  branding: 'Custom branding needs the ULTIMATE plan. Please upgrade your account and try again.',
} as const;

/* The appointment report (ADR 0038). */

/** The report's own refusals; a list read answers the legacy list message. */
export const REPORT_MESSAGES = {
  list: QUERY_MESSAGES.list,
  summary: QUERY_MESSAGES.grouping,
  badSort:
    'Please sort the report by one column (attendees, online, start_time, end_time, actual_start, actual_end or requested_date) with 1 or -1.',
  badPageSize: 'Please show 10, 25, 50 or 100 entries per page.',
  badPage: 'Please choose a page of the report.',
} as const;

/* The audit log (issue 29, ADR 0049). */

export const AUDIT_MESSAGES = {
  list: 'The audit log has got successfully.',
  badPerson: 'Please choose a person of the practice.',
  badClient: 'Please choose a client of the practice.',
  badDate: 'Please choose dates as YYYY-MM-DD.',
  badRange: 'Please choose a start date on or before the end date.',
  badPage: 'Please choose a page of the audit log.',
} as const;

/* The owner's practice export (issue 29, ADR 0048). */

export const PRACTICE_EXPORT_MESSAGES = {
  ownersOnly: "Only the practice's owners can export its data.",
  tooSoon: 'The practice was exported a moment ago. Please wait a minute and try again.',
} as const;

/**
 * Every refusal a practice's member reads when its plan does not allow what was asked (booking, inviting,
 * adding a colleague, a gated feature): the web app shows each with a link to the Subscription page.
 */
export const PLAN_REFUSAL_MESSAGES: ReadonlySet<string> = /* @__PURE__ */ new Set<string>([
  ...Object.values(BOOKING_PLAN_MESSAGES),
  ...Object.values(PLAN_GATE_MESSAGES),
  INVITE_MESSAGES.upgrade,
  ADD_CLIENT_MESSAGES.upgrade,
  TEAM_MESSAGES.noPlan,
  TEAM_MESSAGES.basicLimit,
  NOTES_MESSAGES.noPlan,
  NOTES_MESSAGES.lowerPlan,
]);

/* Secure messages (legacy-contract 6.5; issue 27, ADR 0040). */

export const MESSAGE_MESSAGES = {
  registered: 'The message registered successfully.',
  /** get-messages and get-clients answer the same legacy words. */
  listed: 'The connected clients list got successfully.',
  deleted: 'The message deleted successfully.',
  /** get-edit-message and update-message. */
  got: 'The message got successfully.',
  last: 'The last message list with connected clients got successfully.',
  /** New (spec part 2, section 5: empty messages are not sent). */
  empty: 'Please input the message.',
  tooLong: 'A message can be at most 5000 characters. Please shorten it.',
  choosePerson: 'Please choose the person to write to.',
  notConnected: 'You can only exchange messages with your own clients and providers.',
  notYourThread: 'You can only read your own conversations.',
  missing: 'There is no such message.',
  notYours: 'Only the sender can edit or delete a message.',
  /** A client whose provider's plan has no secure messaging (spec section 9: ULTIMATE). */
  providerNoMessaging: 'Your provider does not offer secure messaging yet.',
} as const;

/* Availability and free slots (issue 30, ADR 0051). New routes, new words. */

export const AVAILABILITY_MESSAGES = {
  got: 'The availability got successfully.',
  saved: 'The availability has been saved.',
  slots: 'The free times got successfully.',
  noProvider: 'Such provider does not exist.',
  otherProvider: 'You can only change your own availability.',
  badTimeZone: 'Please choose a valid time zone.',
  badWeek: 'Please give the working hours of all seven days of the week.',
  badRange: 'Each working range needs a start and an end time (HH:MM), the end after the start.',
  overlappingRanges: 'The working ranges of a day must not overlap.',
  tooManyRanges: 'A day can have at most 6 working ranges.',
  badOverride: 'Each date override needs a valid date (YYYY-MM-DD).',
  duplicateOverride: 'A date can have only one override.',
  tooManyOverrides: 'You can keep at most 366 date overrides.',
  badNotice: 'The minimum notice must be between 0 and 43200 minutes (30 days).',
  badHorizon: 'The booking horizon must be between 1 and 365 days.',
  badBuffer: 'The buffer between sessions must be between 0 and 240 minutes.',
  badOffice: 'An office name can be at most 120 characters.',
  unknownType: 'Such appointment type don’t exist.',
  badTypeLength: 'A requestable session must last between 15 and 120 minutes.',
  badPeriod: 'Please choose a period of at most 62 days, its end after its start.',
  /** A provider who takes no requests, or is none of the client's: the page learns nothing more. */
  notBookable: 'This provider does not take appointment requests right now.',
} as const;

/** The practice's offices (issue 30, ADR 0055). */
export const OFFICE_MESSAGES = {
  got: 'The offices got successfully.',
  created: 'The office has been added.',
  updated: 'The office has been saved.',
  deleted: 'The office has been deleted.',
  switchedOn: 'In-office sessions are on.',
  switchedOff: 'In-office sessions are off.',
  badSwitch: 'Please say whether in-office sessions are on or off.',
  notFound: 'Such office does not exist.',
  manage: 'Only the practice’s owners and administrators can change its offices.',
  name: 'Please input the office name (at most 120 characters).',
  address: 'Please input the office address (at most 191 characters).',
  address2: 'The address line 2 can be at most 191 characters.',
  city: 'Please input the office city (at most 100 characters).',
  state: 'Please choose the state from the list.',
  stateLength: 'The state or province can be at most 100 characters.',
  zip: 'Please input a valid zip code.',
  phone: 'Please input a valid phone number.',
  country: 'Please choose the country from the list.',
  tooMany: 'A practice can keep at most 50 offices.',
  /** Deleting an office some working hours name: who uses it, so the owner knows whose hours to change. */
  inUse: (names: string[]) =>
    `This office is in the working hours of ${names.join(', ')}. Choose another office for those hours first.`,
  /** A working range naming an office the practice does not have (or no longer has). */
  unknownOffice: 'Please choose one of the practice’s offices.',
} as const;

/** The public booking page (issue 30, ADR 0054). */
export const BOOKING_MESSAGES = {
  page: 'The booking page got successfully.',
  link: 'The booking link got successfully.',
  /** Whatever made a time unbookable (taken, outside the hours, too soon, gone): the page learns nothing more. */
  notFree: 'This time is no longer free. Please choose another one.',
  badStart: 'Please choose one of the free times.',
  badTimeZone: 'Please choose a valid time zone.',
  phone: 'Please input a valid phone number.',
  requested: 'Your request has been sent. You will get an e-mail when the provider answers it.',
} as const;
