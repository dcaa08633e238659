import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { NotificationChannel } from '@tele/data/repositories/notifications';
import type { RenderedEmail } from './layout.js';
import { appointmentInviteSmsTemplate } from './appointment-invite-sms.js';
import { appointmentInviteTemplate } from './appointment-invite.js';
import { clientCancelledSessionTemplate } from './client-cancelled-session.js';
import { appointmentReminderSmsTemplate } from './appointment-reminder-sms.js';
import { appointmentReminderTemplate } from './appointment-reminder.js';
import { appointmentRequestTemplate } from './appointment-request.js';
import { appointmentRequestedTemplate } from './appointment-requested.js';
import { appointmentRequestAnsweredTemplate } from './appointment-request-answered.js';
import { clientConnectInviteTemplate } from './client-connect-invite.js';
import { clientInviteTemplate } from './client-invite.js';
import { clientRequestAcceptedTemplate } from './client-request-accepted.js';
import { contactUsTemplate } from './contact-us.js';
import { invoiceDueTemplate } from './invoice-due.js';
import { resetPasswordNoAccountTemplate } from './reset-password-no-account.js';
import { resetPasswordTemplate } from './reset-password.js';
import { signInSlowedTemplate } from './sign-in-slowed.js';
import { signUpAccountExistsTemplate } from './sign-up-account-exists.js';
import { teamInviteTemplate } from './team-invite.js';
import { unreadMessageTemplate } from './unread-message.js';
import { TemplateError, type RenderedSms, type Template, type TemplateContext } from './template.js';
import { verifyEmailTemplate } from './verify-email.js';

/** Every template the worker can send. Adding one: a file beside this one, and its name in this list. */
const TEMPLATES: readonly Template[] = [
  verifyEmailTemplate,
  resetPasswordTemplate,
  resetPasswordNoAccountTemplate,
  signUpAccountExistsTemplate,
  signInSlowedTemplate,
  clientInviteTemplate,
  clientConnectInviteTemplate,
  clientRequestAcceptedTemplate,
  teamInviteTemplate,
  contactUsTemplate,
  appointmentRequestTemplate,
  appointmentRequestedTemplate,
  appointmentRequestAnsweredTemplate,
  appointmentReminderTemplate,
  appointmentReminderSmsTemplate,
  clientCancelledSessionTemplate,
  appointmentInviteTemplate,
  appointmentInviteSmsTemplate,
  invoiceDueTemplate,
  unreadMessageTemplate,
];

const registry = new Map(
  TEMPLATES.map((template) => [template.name, { template, check: TypeCompiler.Compile(template.payload) }]),
);
if (registry.size !== TEMPLATES.length) throw new Error('two templates share a name');

export function templateNames(): string[] {
  return [...registry.keys()];
}

export type RenderedNotification =
  { channel: 'email'; content: RenderedEmail } | { channel: 'sms'; content: RenderedSms };

/**
 * Renders an outbox row by its template. Throws TemplateError when the row cannot be rendered (retrying
 * will not help) and NotificationSkipped when what it is about no longer exists.
 */
export async function renderNotification(
  row: { template: string; channel: NotificationChannel; payload: unknown },
  context: TemplateContext,
): Promise<RenderedNotification> {
  const entry = registry.get(row.template);
  if (!entry) throw new TemplateError(`unknown template "${row.template}"`);
  const { template, check } = entry;
  if (template.channel !== row.channel) {
    throw new TemplateError(`template "${template.name}" is for ${template.channel}, not ${row.channel}`);
  }
  if (!check.Check(row.payload)) {
    const problems = [...check.Errors(row.payload)]
      .slice(0, 5)
      .map((error) => `${error.path || '/'} ${error.message}`);
    throw new TemplateError(
      `payload of "${template.name}" does not match its schema: ${problems.join('; ')}`,
    );
  }
  switch (template.channel) {
    case 'email':
      return { channel: 'email', content: await template.render(row.payload, context) };
    case 'sms':
      return { channel: 'sms', content: await template.render(row.payload, context) };
    default: {
      const unknown: never = template;
      throw new TemplateError(`template with no channel: ${String(unknown)}`);
    }
  }
}
