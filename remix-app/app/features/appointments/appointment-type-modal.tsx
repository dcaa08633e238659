import { conformControl } from '#app/utils/conform-control.ts';
import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigate } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button, buttonClasses, ButtonLink } from '#app/ui/button.tsx';
import { Modal } from '#app/ui/modal.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { TextAreaField } from '#app/ui/textarea-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import type { AppointmentType } from '#app/features/appointments/appointment-form-model.ts';
import {
  AppointmentTypeFormSchema,
  DEFAULT_TYPE_AMOUNT_USD,
  DEFAULT_TYPE_LENGTH_MINUTES,
} from '#app/features/appointments/form-schemas.ts';

type AppointmentTypeModalProps = {
  /** The type being edited and its position; absent to create one. */
  editing?: { order: number; type: AppointmentType } | null;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
  /** Where Cancel (and Escape) go. */
  cancelHref: string;
  onClose?: () => void;
  action?: string;
};

/**
 * Create Appointment Type / Edit Appointment Type: Name, Description, Default Length and Default Amount, with
 * Save or Update, Delete (edit only) and Cancel. A new type starts at 60 minutes and 100 USD. An empty or zero
 * length is refused here ('Please input the default length correctly.') and nothing is sent.
 */
export function AppointmentTypeModal({
  editing,
  lastResult,
  isSubmitting = false,
  cancelHref,
  onClose,
  action,
}: AppointmentTypeModalProps) {
  const navigate = useNavigate();
  const isEdit = Boolean(editing);
  const [form, fields] = useForm({
    id: isEdit ? `appointment-type-${editing?.order}` : 'appointment-type-new',
    lastResult,
    defaultValue: editing
      ? {
          name: editing.type.name,
          description: editing.type.description,
          length: String(editing.type.length),
          amount: String(editing.type.amount),
        }
      : { length: String(DEFAULT_TYPE_LENGTH_MINUTES), amount: String(DEFAULT_TYPE_AMOUNT_USD) },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AppointmentTypeFormSchema }),
  });
  const close = onClose ?? (() => navigate(cancelHref, { preventScrollReset: true }));

  return (
    <Modal
      isOpen
      title={isEdit ? 'Edit Appointment Type' : 'Create Appointment Type'}
      onClose={close}
      hasDescription={false}
    >
      <Form
        method="post"
        action={action}
        className={formClasses.stack}
        preventScrollReset
        {...getFormProps(form)}
      >
        <FormErrors errors={form.errors} id={form.errorId} />
        {/* Enter in a field presses the first submit button in the form: make that Save, never Delete. */}
        <button
          type="submit"
          name="intent"
          value="save"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
        />
        {editing ? (
          <>
            <input type="hidden" name="order" value={editing.order} />
            <input type="hidden" name="id" value={editing.type.id} />
          </>
        ) : null}
        <TextField
          label="Name"
          {...conformControl(
            fields.name,
            { type: 'text' },
            { required: true, maxLength: 191, autoComplete: 'off' },
          )}
        />
        <TextAreaField
          label="Description"
          errors={fields.description.errors}
          errorId={fields.description.errorId}
          textareaProps={{ ...getTextareaProps(fields.description), required: true, maxLength: 1000 }}
        />
        <div className={formClasses.row}>
          <TextField
            label="Default Length (minutes)"
            {...conformControl(
              fields.length,
              { type: 'number' },
              { min: 1, max: 120, step: 1, inputMode: 'numeric' },
            )}
          />
          <TextField
            label="Default Amount (USD)"
            {...conformControl(
              fields.amount,
              { type: 'number' },
              { min: 0, step: 0.01, inputMode: 'decimal' },
            )}
          />
        </div>
        <div className={formClasses.actionsSplit}>
          {isEdit ? (
            <Button
              type="submit"
              name="intent"
              value="delete"
              variant="ghost"
              className={buttonClasses.dangerText}
              isLoading={isSubmitting}
            >
              Delete
            </Button>
          ) : (
            <span />
          )}
          <div className={formClasses.actionsEnd}>
            <ButtonLink to={cancelHref} variant="secondary" preventScrollReset>
              Cancel
            </ButtonLink>
            <Button type="submit" name="intent" value="save" isLoading={isSubmitting}>
              {isEdit ? 'Update' : 'Save'}
            </Button>
          </div>
        </div>
      </Form>
    </Modal>
  );
}
