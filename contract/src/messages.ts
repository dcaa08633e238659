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
