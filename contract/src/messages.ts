/**
 * The legacy messages of the appointments group (legacy-contract section 6.2) that both sides speak: legacy-api
 * answers them, remix-app shows them. The text is the contract: never reword one.
 */
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
