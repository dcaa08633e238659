import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { ADDRESS_DEFAULTS, COUNTRIES, US_STATES } from '@tele/contract/catalogues';
import { FormErrors } from '#app/ui/alert.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { Button } from '#app/ui/button.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { SelectField } from '#app/ui/select-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
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
 * JavaScript): line 1, line 2, city, state/province/region, ZIP/postal code and country, with Update. The state
 * is a choice of the US states when the country is the US and free text otherwise; it changes as the country
 * does (without JavaScript, after the form comes back).
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
  const country = fields.country.value ?? address.country;
  const isUs = country === 'US';
  const { key: _stateKey, ...stateInput } = getInputProps(fields.stateProvince, { type: 'text' });
  const { key: _stateSelectKey, ...stateSelect } = getSelectProps(fields.stateProvince);

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
        <div className={formClasses.row}>
          <TextField
            label="Address line 1"
            errors={fields.address1.errors}
            errorId={fields.address1.errorId}
            inputProps={{ ...getInputProps(fields.address1, { type: 'text' }), autoComplete: 'off' }}
          />
          <TextField
            label="Address line 2"
            errors={fields.address2.errors}
            errorId={fields.address2.errorId}
            inputProps={{ ...getInputProps(fields.address2, { type: 'text' }), autoComplete: 'off' }}
          />
        </div>
        <div className={formClasses.row}>
          <TextField
            label="City"
            errors={fields.city.errors}
            errorId={fields.city.errorId}
            inputProps={{ ...getInputProps(fields.city, { type: 'text' }), autoComplete: 'off' }}
          />
          {isUs ? (
            <SelectField
              key="state-select"
              label="State/Province/Region"
              errors={fields.stateProvince.errors}
              errorId={fields.stateProvince.errorId}
              selectProps={{
                ...stateSelect,
                defaultValue:
                  address.country === 'US' ? address.stateProvince : ADDRESS_DEFAULTS.state_province,
              }}
            >
              {US_STATES.map((state) => (
                <option key={state.code} value={state.name}>
                  {state.name}
                </option>
              ))}
            </SelectField>
          ) : (
            <TextField
              key="state-text"
              label="State/Province/Region"
              errors={fields.stateProvince.errors}
              errorId={fields.stateProvince.errorId}
              inputProps={{
                ...stateInput,
                defaultValue: address.country === 'US' ? '' : address.stateProvince,
                autoComplete: 'off',
              }}
            />
          )}
        </div>
        <div className={formClasses.row}>
          <TextField
            label="ZIP/Postal code"
            errors={fields.zipCode.errors}
            errorId={fields.zipCode.errorId}
            inputProps={{ ...getInputProps(fields.zipCode, { type: 'text' }), autoComplete: 'off' }}
          />
          <SelectField
            label="Country"
            errors={fields.country.errors}
            errorId={fields.country.errorId}
            selectProps={getSelectProps(fields.country)}
          >
            {COUNTRIES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={formClasses.actions}>
          <Button type="submit" isLoading={isSubmitting} aria-label="Update Address Info">
            Update
          </Button>
        </div>
      </Form>
    </details>
  );
}
