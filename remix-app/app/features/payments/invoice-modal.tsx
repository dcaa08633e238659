import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigate } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { Modal } from '#app/ui/modal.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { TextAreaField } from '#app/ui/textarea-field.tsx';
import { conformControl } from '#app/utils/conform-control.ts';
import { InvoiceFormSchema } from './form-schemas.ts';

export type InvoiceModalInvoice = {
  id: string;
  clients: string;
  title: string;
  sessionDate: string;
  amount: string;
  price: number;
  notes: string;
  isEditable: boolean;
};

type InvoiceModalProps = {
  invoice: InvoiceModalInvoice;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
  /** Where Cancel, Ok and Escape go: the list without the modal. */
  cancelHref: string;
  onClose?: () => void;
};

/**
 * The invoice modal (spec part 1, sections 2 and 5): the price (USD) and its description, editable only while
 * the appointment is (editable_state 1); otherwise the invoice read-only with an Ok button. Saving sends the
 * invoice back to the client to accept again.
 */
export function InvoiceModal({
  invoice,
  lastResult,
  isSubmitting = false,
  cancelHref,
  onClose,
}: InvoiceModalProps) {
  const navigate = useNavigate();
  const close = onClose ?? (() => navigate(cancelHref, { preventScrollReset: true }));
  const [form, fields] = useForm({
    id: `invoice-${invoice.id}`,
    lastResult,
    defaultValue: { price: String(invoice.price), notes: invoice.notes },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InvoiceFormSchema }),
  });
  const summary = (
    <p>
      {invoice.clients || 'No client'} · {invoice.title} · {invoice.sessionDate}
    </p>
  );
  if (!invoice.isEditable) {
    return (
      <Modal
        isOpen
        title="Invoice"
        onClose={close}
        footer={
          <ButtonLink to={cancelHref} preventScrollReset>
            Ok
          </ButtonLink>
        }
      >
        {summary}
        <dl className={formClasses.stack}>
          <div>
            <dt>Price</dt>
            <dd>{invoice.amount}</dd>
          </div>
          <div>
            <dt>Description</dt>
            <dd>{invoice.notes || 'No description'}</dd>
          </div>
        </dl>
        <p>This invoice can no longer be changed: the client may have paid, or the session has started.</p>
      </Modal>
    );
  }
  return (
    <Modal isOpen title="Edit Invoice" onClose={close} hasDescription={false}>
      <Form method="post" className={formClasses.stack} preventScrollReset {...getFormProps(form)}>
        {summary}
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="id" value={invoice.id} />
        <TextField
          label="Price (USD)"
          {...conformControl(
            fields.price,
            { type: 'number' },
            { min: 0, max: 100_000, step: 0.01, inputMode: 'decimal', required: true },
          )}
        />
        <TextAreaField
          label="Description"
          errors={fields.notes.errors}
          errorId={fields.notes.errorId}
          textareaProps={{ ...getTextareaProps(fields.notes), maxLength: 5000, rows: 4 }}
        />
        <p>Saving sends the invoice to the client again, to accept before paying.</p>
        <div className={formClasses.actionsEnd}>
          <ButtonLink to={cancelHref} variant="secondary" preventScrollReset>
            Cancel
          </ButtonLink>
          <Button type="submit" name="intent" value="update-invoice" isLoading={isSubmitting}>
            Update
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
