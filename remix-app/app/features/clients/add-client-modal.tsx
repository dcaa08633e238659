import { conformControl } from '#app/utils/conform-control.ts';
import { getFormProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useFetcher, useNavigate } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Modal, modalClasses } from '#app/ui/modal.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { AddClientSchema } from '#app/features/clients/form-schemas.ts';

/** Where the Add Client form posts (a route of its own, so any screen can open the modal). */
export const ADD_CLIENT_ACTION = '/add-client';

export type AddClientActionData = { result: SubmissionResult<string[]> };

type AddClientFormProps = {
  /** Where the person returns after a successful add (the screen with the modal closed). */
  redirectTo: string;
  cancelHref: string;
  /** A reply when the form was posted without JavaScript (the /add-client page renders it). */
  lastResult?: SubmissionResult<string[]> | null;
};

/**
 * The Add Client form: name, e-mail and a numeric phone. It posts with a fetcher, so the screen underneath
 * stays as it is; the API's message is shown on a refusal, and success returns to `redirectTo` with the
 * message as a toast (the new client then appears in every list and picker). No password is made here: the
 * new client receives an e-mail with a link to set one.
 */
export function AddClientForm({ redirectTo, cancelHref, lastResult }: AddClientFormProps) {
  const fetcher = useFetcher<AddClientActionData>({ key: 'add-client' });
  const [form, fields] = useForm({
    id: 'add-client-form',
    lastResult: fetcher.data?.result ?? lastResult,
    constraint: getZodConstraint(AddClientSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddClientSchema }),
  });
  return (
    <fetcher.Form
      method="post"
      action={ADD_CLIENT_ACTION}
      className={formClasses.stack}
      {...getFormProps(form)}
    >
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField label="Name" {...conformControl(fields.name, { type: 'text' }, { autoComplete: 'off' })} />
      <TextField
        label="Email"
        {...conformControl(fields.email, { type: 'email' }, { autoComplete: 'off' })}
      />
      <TextField
        label="Phone"
        hint="Digits only, e.g. 15550142231."
        {...conformControl(fields.phone, { type: 'tel' }, { inputMode: 'numeric', autoComplete: 'off' })}
      />
      <div className={formClasses.actions}>
        <ButtonLink to={cancelHref} variant="secondary" preventScrollReset>
          Cancel
        </ButtonLink>
        <Button type="submit" isLoading={fetcher.state !== 'idle'}>
          Add Client
        </Button>
      </div>
    </fetcher.Form>
  );
}

type AddClientModalProps = AddClientFormProps & { onClose?: () => void };

/** Add Client in a modal, opened by a link (`?addClient=1`) from the dashboard or the appointment form. */
export function AddClientModal({ onClose, ...formProps }: AddClientModalProps) {
  const navigate = useNavigate();
  const close = onClose ?? (() => navigate(formProps.cancelHref, { preventScrollReset: true }));
  return (
    <Modal isOpen title="Add Client" onClose={close} size="sm" hasDescription={false}>
      <p className={modalClasses.detail}>
        We e-mail the client a link to set their password and join your practice.
      </p>
      <AddClientForm {...formProps} />
    </Modal>
  );
}
