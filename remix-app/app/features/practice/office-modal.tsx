import { conformControl } from '#app/utils/conform-control.ts';
import { getFormProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { OFFICE_LIMITS } from '@tele/contract/constants';
import { Form, useNavigate } from '@remix-run/react';
import { AddressFields } from '#app/ui/address-fields.tsx';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { Modal } from '#app/ui/modal.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { EMPTY_ADDRESS } from '#app/features/profile/index.ts';
import { AddOfficeSchema, EditOfficeSchema } from '#app/features/practice/office-form-schemas.ts';
import type { Office } from '#app/features/practice/offices.ts';

type OfficeModalProps = {
  /** The office being edited; none for Add Office. */
  office?: Office | null;
  /** The screen without the modal (Cancel, Escape). */
  cancelHref: string;
  /** Where the form posts: the screen with the modal open, so a refusal shows in it. */
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/**
 * Add Office and Edit Office (spec part 2: the offices page): office name and phone, then the address as the
 * profile writes it (line 1 and 2, city, the state as a select of the US states in the US, zip, country). A new
 * office starts in the US, Alabama (spec part 2, section 9). The API's refusals show at the top.
 */
export function OfficeModal({
  office,
  cancelHref,
  action,
  lastResult,
  isSubmitting = false,
}: OfficeModalProps) {
  const navigate = useNavigate();
  const schema = office ? EditOfficeSchema : AddOfficeSchema;
  const [form, fields] = useForm({
    id: office ? `edit-office-${office.id}` : 'add-office-form',
    lastResult,
    constraint: getZodConstraint(schema),
    defaultValue: { name: office?.name ?? '', phone: office?.phone ?? '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const title = office ? 'Edit Office' : 'Add Office';
  return (
    <Modal
      isOpen
      title={title}
      size="md"
      hasDescription={false}
      onClose={() => navigate(cancelHref, { preventScrollReset: true })}
    >
      <Form
        method="post"
        action={action}
        className={formClasses.stack}
        preventScrollReset
        {...getFormProps(form)}
      >
        <input type="hidden" name="intent" value={office ? 'edit' : 'add'} />
        {office ? <input type="hidden" name="id" value={office.id} /> : null}
        <FormErrors errors={form.errors} id={form.errorId} />
        <div className={formClasses.row}>
          <TextField
            label="Office name"
            {...conformControl(
              fields.name,
              { type: 'text' },
              { autoComplete: 'organization', maxLength: OFFICE_LIMITS.nameMaxLength },
            )}
          />
          <TextField
            label="Phone"
            {...conformControl(fields.phone, { type: 'tel' }, { autoComplete: 'tel' })}
          />
        </div>
        <AddressFields
          idPrefix={office ? `office-${office.id}` : 'new-office'}
          defaultValue={
            office
              ? {
                  address1: office.address1,
                  address2: office.address2 ?? '',
                  city: office.city,
                  stateProvince: office.stateProvince ?? '',
                  zipCode: office.zipCode ?? '',
                  country: office.country,
                }
              : EMPTY_ADDRESS
          }
          errors={{
            address1: fields.address1.errors,
            address2: fields.address2.errors,
            city: fields.city.errors,
            stateProvince: fields.stateProvince.errors,
            zipCode: fields.zipCode.errors,
            country: fields.country.errors,
          }}
        />
        <div className={formClasses.actions}>
          <ButtonLink to={cancelHref} variant="secondary" preventScrollReset>
            Cancel
          </ButtonLink>
          <Button type="submit" isLoading={isSubmitting}>
            {office ? 'Save Office' : 'Add Office'}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
