import { conformControl } from '#app/utils/conform-control.ts';
import { getFormProps, getSelectProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigate } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { Modal, modalClasses } from '#app/ui/modal.tsx';
import { SelectField } from '#app/ui/select-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { AddTeamMemberSchema } from '#app/features/team/form-schemas.ts';
import { TEAM_ROLE_OPTIONS } from '#app/features/team/team.ts';

type AddTeamMemberModalProps = {
  /** The screen without the modal (Cancel, Escape). */
  cancelHref: string;
  /** Where the form posts: the team screen with the modal open, so a refusal shows in it. */
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/**
 * Add Provider (the add-user modal for a colleague, spec part 1): Name, Email and the role (Owner, Administrator,
 * Provider). The new member receives an e-mail with a link to set their password; the API's refusals (the
 * plan's limits, an address already registered) show here.
 */
export function AddTeamMemberModal({
  cancelHref,
  action,
  lastResult,
  isSubmitting = false,
}: AddTeamMemberModalProps) {
  const navigate = useNavigate();
  const [form, fields] = useForm({
    id: 'add-team-member-form',
    lastResult,
    constraint: getZodConstraint(AddTeamMemberSchema),
    defaultValue: { role: 'provider' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddTeamMemberSchema }),
  });
  return (
    <Modal
      isOpen
      title="Add Provider"
      size="sm"
      hasDescription={false}
      onClose={() => navigate(cancelHref, { preventScrollReset: true })}
    >
      <p className={modalClasses.detail}>
        We e-mail them a link to set their password and join your practice with this role.
      </p>
      <Form
        method="post"
        action={action}
        className={formClasses.stack}
        preventScrollReset
        {...getFormProps(form)}
      >
        <input type="hidden" name="intent" value="add" />
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField label="Name" {...conformControl(fields.name, { type: 'text' }, { autoComplete: 'off' })} />
        <TextField
          label="Email"
          {...conformControl(fields.email, { type: 'email' }, { autoComplete: 'off' })}
        />
        <SelectField
          label="Role"
          hint="Owners add and remove team members. Administrators manage every calendar of the practice but do not join sessions. Providers manage their own appointments."
          errors={fields.role.errors}
          errorId={fields.role.errorId}
          selectProps={getSelectProps(fields.role)}
        >
          {TEAM_ROLE_OPTIONS.map((role) => (
            <option key={role.value} value={role.value}>
              {role.label}
            </option>
          ))}
        </SelectField>
        <div className={formClasses.actions}>
          <ButtonLink to={cancelHref} variant="secondary" preventScrollReset>
            Cancel
          </ButtonLink>
          <Button type="submit" isLoading={isSubmitting}>
            Add Provider
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
