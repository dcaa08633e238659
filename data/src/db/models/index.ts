import type { Sequelize } from 'sequelize';
import { AppointmentInviteeModel, AppointmentModel } from './appointment.js';
import { AppointmentTypeModel } from './appointment-type.js';
import { ClientInvitationModel } from './client-invitation.js';
import { ClientProviderLinkModel } from './client-provider-link.js';
import { DashboardLayoutModel } from './dashboard-layout.js';
import { NotificationModel } from './notification.js';
import { OneTimeTokenModel } from './one-time-token.js';
import { PendingRegistrationModel } from './pending-registration.js';
import { PracticeModel } from './practice.js';
import { SessionModel } from './session.js';
import { UserModel } from './user.js';

/**
 * Models are bound to the process's one Sequelize instance. Tests that use several databases in one
 * process run them in separate files (vitest isolates modules per file), so each file binds its own.
 */
export function initModels(sequelize: Sequelize): void {
  for (const model of [
    PracticeModel,
    UserModel,
    ClientProviderLinkModel,
    SessionModel,
    PendingRegistrationModel,
    OneTimeTokenModel,
    ClientInvitationModel,
    DashboardLayoutModel,
    NotificationModel,
    AppointmentModel,
    AppointmentInviteeModel,
    AppointmentTypeModel,
  ]) {
    model.setup(sequelize);
  }
}
