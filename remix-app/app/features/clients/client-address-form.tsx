import { getFormProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { Button } from '#app/ui/button.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { AddressFields } from '#app/ui/address-fields.tsx';
import type { InfoTabData } from '#app/features/clients/client-record.ts';
import { CLIENT_INTENTS } from '#app/features/clients/client-record.ts';
import { ClientAddressSchema } from '#app/features/clients/client-record-schemas.ts';
import styles from '#app/features/clients/client-record.module.css';

type ClientAddressFormProps = {
  /** The stored address, or the defaults (US, Alabama), as the server made it. */
  address: InfoTabData['address'];
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
  /** Open the panel at once (after a refused save, so the message is seen). */
  isOpen?: boolean;
};

/**
 * The client's address behind "Show more" (a native disclosure, so it opens by keyboard and without
 * JavaScript): the one address block of the app (ui/address-fields.tsx: line 1, line 2, city,
 * state/province/region, ZIP/postal code and country, the US states as a choice for the US), with Update.
 */
export function ClientAddressForm({
  address,
  lastResult,
  isSubmitting = false,
  isOpen = false,
}: ClientAddressFormProps) {
  const [form, fields] = useForm({
    id: 'client-address-form',
    lastResult,
    constraint: getZodConstraint(ClientAddressSchema),
    defaultValue: address,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ClientAddressSchema }),
  });
  return (
    <details className={styles.more} open={isOpen || Boolean(lastResult) || undefined}>
      <summary className={styles.moreSummary}>
        <Icon name="chevronDown" size={18} className={styles.moreIcon} />
        Show more
      </summary>
      <Form method="post" className={formClasses.stack} preventScrollReset {...getFormProps(form)}>
        <h3 className={styles.subheading}>Address Info</h3>
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value={CLIENT_INTENTS.updateAddress} />
        <AddressFields
          idPrefix="client-address"
          defaultValue={address}
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
          <Button type="submit" isLoading={isSubmitting} aria-label="Update Address Info">
            Update
          </Button>
        </div>
      </Form>
    </details>
  );
}
