import type { Sequelize } from 'sequelize';
import { AppointmentInviteeModel, AppointmentModel } from './appointment.js';
import { AppointmentTypeModel } from './appointment-type.js';
import { ClientInvitationModel } from './client-invitation.js';
import { ClientProviderLinkModel } from './client-provider-link.js';
import { ClientRequestModel } from './client-request.js';
import { DashboardLayoutModel } from './dashboard-layout.js';
import { NotificationModel } from './notification.js';
import { OneTimeTokenModel } from './one-time-token.js';
import { PendingRegistrationModel } from './pending-registration.js';
import { PracticeModel } from './practice.js';
import { SessionModel } from './session.js';
import { UserModel } from './user.js';

/** One database's model classes: repositories reach them as `db.models.User`, never as imported values. */
export interface Models {
  Practice: typeof PracticeModel;
  User: typeof UserModel;
  ClientProviderLink: typeof ClientProviderLinkModel;
  Session: typeof SessionModel;
  PendingRegistration: typeof PendingRegistrationModel;
  OneTimeToken: typeof OneTimeTokenModel;
  ClientInvitation: typeof ClientInvitationModel;
  ClientRequest: typeof ClientRequestModel;
  DashboardLayout: typeof DashboardLayoutModel;
  Notification: typeof NotificationModel;
  Appointment: typeof AppointmentModel;
  AppointmentInvitee: typeof AppointmentInviteeModel;
  AppointmentType: typeof AppointmentTypeModel;
}

/**
 * The model classes bound to one Sequelize instance. Each is a fresh subclass of the declared model (which
 * itself is never bound), so two databases open in one process each keep their own: `init` sets a class's
 * statics, and binding the shared class would point every earlier handle at the last database opened.
 */
export function initModels(sequelize: Sequelize): Models {
  const models: Models = {
    Practice: class Practice extends PracticeModel {},
    User: class User extends UserModel {},
    ClientProviderLink: class ClientProviderLink extends ClientProviderLinkModel {},
    Session: class Session extends SessionModel {},
    PendingRegistration: class PendingRegistration extends PendingRegistrationModel {},
    OneTimeToken: class OneTimeToken extends OneTimeTokenModel {},
    ClientInvitation: class ClientInvitation extends ClientInvitationModel {},
    ClientRequest: class ClientRequest extends ClientRequestModel {},
    DashboardLayout: class DashboardLayout extends DashboardLayoutModel {},
    Notification: class Notification extends NotificationModel {},
    Appointment: class Appointment extends AppointmentModel {},
    AppointmentInvitee: class AppointmentInvitee extends AppointmentInviteeModel {},
    AppointmentType: class AppointmentType extends AppointmentTypeModel {},
  };
  for (const model of Object.values(models)) model.setup(sequelize);
  return models;
}
