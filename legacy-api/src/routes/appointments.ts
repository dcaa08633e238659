import {
  AppointmentBody,
  AppointmentIdBody,
  AppointmentTypeBody,
  AppointmentTypeDeleteBody,
  EditPaymentBody,
  FullAppointmentBody,
  InvoiceListBody,
  ListBody,
  MonthBody,
  OneOneBody,
  PaidListBody,
} from '#api/contract/appointments.js';
import { SelfBody } from '#api/contract/users.js';
import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import { listAppointmentTypes, removeAppointmentType, saveAppointmentType } from '#api/services/appointments/appointment-types.js';
import { createAppointment, updateAppointmentDetails } from '#api/services/appointments/create-appointment.js';
import { acceptAppointment, cancelAppointment, changePayment } from '#api/services/appointments/lifecycle.js';
import {
  getAppointment,
  getFullAppointment,
  getMonthAppointments,
  groupSessionsByDay,
  listAppointments,
  listInvoices,
  listPaid,
  listWithClient,
} from '#api/services/appointments/queries.js';
import { getOrCreateShareLink } from '#api/services/appointments/share-link.js';

const group = 'appointments' as const;

export const appointmentsRoutes: RouteSpec[] = [
  defineRoute({
    group,
    name: 'create-appointment',
    isPublic: false,
    body: AppointmentBody,
    handler: async ({ body, deps, user, now }) => ({
      msg: body.update_flag ? await updateAppointmentDetails(deps, user, body, now) : await createAppointment(deps, user, body, now),
    }),
  }),
  defineRoute({
    group,
    name: 'edit-appointment',
    isPublic: false,
    body: EditPaymentBody,
    handler: async ({ body, deps, user, now }) => ({ msg: await changePayment(deps, user, body, now) }),
  }),
  defineRoute({
    group,
    name: 'cancel-appointment',
    isPublic: false,
    body: AppointmentIdBody,
    handler: async ({ body, deps, user, now }) => ({ msg: await cancelAppointment(deps, user, body.id, now) }),
  }),
  defineRoute({
    group,
    name: 'accept-appointment',
    isPublic: false,
    body: AppointmentIdBody,
    handler: async ({ body, deps, user, now }) => ({ msg: await acceptAppointment(deps, user, body.id, now) }),
  }),
  defineRoute({
    group,
    name: 'get-appointment',
    isPublic: false,
    body: AppointmentIdBody,
    handler: ({ body, user, now }) => getAppointment(user, body.id, now),
  }),
  defineRoute({
    group,
    name: 'get-full-appointment',
    isPublic: false,
    body: FullAppointmentBody,
    handler: ({ body, user, now }) => getFullAppointment(user, body.appointment_id || body.id, now),
  }),
  defineRoute({
    group,
    name: 'get-month-appointment',
    isPublic: false,
    body: MonthBody,
    callerFields: ['id'],
    handler: ({ body, user, now }) => getMonthAppointments(user, body, now),
  }),
  defineRoute({
    group,
    name: 'get-clients-appointment',
    isPublic: false,
    body: ListBody,
    callerFields: ['id'],
    handler: ({ body, user, now }) => listAppointments(user, body, now),
  }),
  defineRoute({
    group,
    name: 'get-request-provider',
    isPublic: false,
    body: InvoiceListBody,
    callerFields: ['id'],
    handler: ({ body, user, now }) => listInvoices(user, body, now),
  }),
  defineRoute({
    group,
    name: 'get-paid-provider',
    isPublic: false,
    body: PaidListBody,
    callerFields: ['id'],
    handler: ({ body, user, now }) => listPaid(user, body, now),
  }),
  defineRoute({
    group,
    name: 'get-appointment-grouping',
    isPublic: false,
    body: SelfBody,
    callerFields: ['id'],
    handler: ({ user, now }) => groupSessionsByDay(user, now),
  }),
  defineRoute({
    group,
    name: 'appointment-one-one',
    isPublic: false,
    body: OneOneBody,
    handler: ({ body, user, now }) => listWithClient(user, body, now),
  }),
  defineRoute({
    group,
    name: 'appointment-empty',
    isPublic: false,
    body: SelfBody,
    callerFields: ['id'],
    handler: async ({ deps, user, now }) => ({ results: await getOrCreateShareLink(deps, user, now) }),
  }),
  defineRoute({
    group,
    name: 'create-appointment-type',
    isPublic: false,
    body: AppointmentTypeBody,
    callerFields: ['id'],
    handler: async ({ body, deps, user, now }) => ({ msg: await saveAppointmentType(deps, user, body, now) }),
  }),
  defineRoute({
    group,
    name: 'delete-appointment-type',
    isPublic: false,
    body: AppointmentTypeDeleteBody,
    callerFields: ['id'],
    handler: async ({ body, deps, user }) => ({ msg: await removeAppointmentType(deps, user, body.order) }),
  }),
  defineRoute({
    group,
    name: 'get-appointment-type',
    isPublic: false,
    body: SelfBody,
    callerFields: ['id'],
    handler: ({ user }) => listAppointmentTypes(user),
  }),
];
