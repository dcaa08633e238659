import type { Static, TSchema } from '@sinclair/typebox';
import type { issueLink } from '@tele/data/links';
import type { RenderedEmail } from './layout.js';

type LinkRequest = Omit<Parameters<typeof issueLink>[1], 'publicUrl' | 'now'>;

/** What a template may use besides its payload. */
export interface TemplateContext {
  productName: string;
  /** "Now" of this send, taken once by the handler. */
  now: Date;
  /**
   * Mints the single-use token for a link and returns the full URL. Called at send time, so no usable token
   * rests in the outbox; throws NotificationSkipped when the link's subject no longer exists.
   */
  link(request: LinkRequest): Promise<string>;
  /**
   * The link that opens an appointment's video session, written at send time so no room key rests in the
   * outbox: for an invitee the public room with the appointment's key, for the provider their own room page
   * (behind their login). Throws NotificationSkipped when the appointment is gone or cancelled.
   */
  joinLink(request: JoinLinkRequest): Promise<string>;
}

export interface JoinLinkRequest {
  appointmentId: string;
  forProvider: boolean;
}

export interface RenderedSms {
  text: string;
}

interface TemplateBase<S extends TSchema> {
  /** The `template` column of the outbox row. */
  name: string;
  /** Checked before rendering; a row failing it is marked failed and not retried. */
  payload: S;
}

export interface EmailTemplate<S extends TSchema = TSchema> extends TemplateBase<S> {
  channel: 'email';
  render(payload: Static<S>, context: TemplateContext): Promise<RenderedEmail>;
}

export interface SmsTemplate<S extends TSchema = TSchema> extends TemplateBase<S> {
  channel: 'sms';
  render(payload: Static<S>, context: TemplateContext): Promise<RenderedSms>;
}

export type Template = EmailTemplate | SmsTemplate;

export function defineEmailTemplate<S extends TSchema>(
  template: Omit<EmailTemplate<S>, 'channel'>,
): EmailTemplate<S> {
  return { ...template, channel: 'email' };
}

export function defineSmsTemplate<S extends TSchema>(
  template: Omit<SmsTemplate<S>, 'channel'>,
): SmsTemplate<S> {
  return { ...template, channel: 'sms' };
}

/** The row can never be rendered (unknown template, payload not matching its schema): retrying cannot help. */
export class TemplateError extends Error {
  override name = 'TemplateError';
}

/** The message no longer makes sense (the account or sign-up it is about is gone): nothing is sent. */
export class NotificationSkipped extends Error {
  override name = 'NotificationSkipped';
}
