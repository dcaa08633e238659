import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigate } from '@remix-run/react';
import { Alert, FormErrors } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { Modal, modalClasses } from '#app/ui/modal.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import {
  INVITE_MESSAGES,
  InviteEmailSchema,
  InviteTextSchema,
} from '#app/features/session-day/form-schemas.ts';

export type InviteChannel = 'email' | 'text';

export const INVITE_TITLES: Record<InviteChannel, string> = {
  email: 'Invite via Email',
  text: 'Invite via Text Message',
};

export const INVITE_INTENT = 'invite';

type InviteModalProps = {
  channel: InviteChannel;
  /** The share-link appointment the invitation is sent from. */
  appointmentId: string;
  /** Ultimate plans only; otherwise the modal says so before anything is sent. */
  canInvite: boolean;
  /** Where the form posts (the dashboard's action). */
  action?: string;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
  cancelHref: string;
  onClose?: () => void;
};

/**
 * Invite a client to the waiting room by e-mail or by text message. The client receives the join link; the
 * share link is then used up and the dashboard shows a fresh one. Non-ultimate plans see the upgrade message
 * and cannot send.
 */
export function InviteModal({
  channel,
  appointmentId,
  canInvite,
  action,
  lastResult,
  isSubmitting = false,
  cancelHref,
  onClose,
}: InviteModalProps) {
  const navigate = useNavigate();
  const close = onClose ?? (() => navigate(cancelHref, { preventScrollReset: true }));
  const schema = channel === 'email' ? InviteEmailSchema : InviteTextSchema;
  const [form, fields] = useForm({
    id: `invite-${channel}-form`,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const field = channel === 'email' ? fields.email : fields.phone;

  return (
    <Modal isOpen title={INVITE_TITLES[channel]} onClose={close} size="sm" hasDescription={false}>
      <p className={modalClasses.detail}>
        {channel === 'email'
          ? 'We e-mail your client a personal link to your waiting room.'
          : 'We text your client a personal link to your waiting room.'}
      </p>
      {canInvite ? null : <Alert tone="info">{INVITE_MESSAGES.upgrade}</Alert>}
      <Form
        method="post"
        action={action}
        className={formClasses.stack}
        preventScrollReset
        {...getFormProps(form)}
      >
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="channel" value={channel} />
        <input type="hidden" name="appointmentId" value={appointmentId} />
        {channel === 'email' ? (
          <TextField
            label="Client's email"
            errors={field.errors}
            errorId={field.errorId}
            inputProps={{
              ...getInputProps(field, { type: 'email' }),
              autoComplete: 'off',
              disabled: !canInvite,
            }}
          />
        ) : (
          <TextField
            label="Client's phone number"
            hint="The full number with + and the country code, like +1 555 123 4567."
            errors={field.errors}
            errorId={field.errorId}
            inputProps={{
              ...getInputProps(field, { type: 'tel' }),
              autoComplete: 'off',
              inputMode: 'tel',
              disabled: !canInvite,
            }}
          />
        )}
        <div className={formClasses.actions}>
          <ButtonLink to={cancelHref} variant="secondary" preventScrollReset>
            Cancel
          </ButtonLink>
          <Button
            type="submit"
            name="intent"
            value={INVITE_INTENT}
            isLoading={isSubmitting}
            disabled={!canInvite}
            icon={<Icon name="send" size={18} />}
          >
            Send
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
