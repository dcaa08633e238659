import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { SelectField } from '#app/ui/select-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { AddressFormSchema, GENDERS, ProfileFormSchema } from '#app/features/client-home/form-schemas.ts';

/** The client's profile as its forms start: what the API has. */
export type ClientProfileValues = {
  name: string;
  email: string;
  phone: string;
  gender: string;
  age: number | null;
  address1: string;
  address2: string;
  city: string;
  stateProvince: string;
  zipCode: string;
  country: string;
};

type FormProps = {
  profile: ClientProfileValues;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/** User info: name, e-mail, phone, gender and age (user-profile). */
export function ClientInfoForm({ profile, lastResult, isSubmitting = false }: FormProps) {
  const [form, fields] = useForm({
    id: 'client-info-form',
    lastResult,
    constraint: getZodConstraint(ProfileFormSchema),
    defaultValue: {
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      gender: (GENDERS as readonly string[]).includes(profile.gender) ? profile.gender : '',
      age: profile.age === null ? '' : String(profile.age),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileFormSchema }),
  });
  return (
    <Card as="section" variant="settings" aria-labelledby="client-info-title">
      <h2 className={cardClasses.title} id="client-info-title">
        Personal information
      </h2>
      <p className={cardClasses.description}>Your practice uses these to reach you.</p>
      <Form method="post" className={formClasses.stack} {...getFormProps(form)}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="profile" />
        <TextField
          label="Name"
          errors={fields.name.errors}
          errorId={fields.name.errorId}
          inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'name' }}
        />
        <TextField
          label="Email"
          errors={fields.email.errors}
          errorId={fields.email.errorId}
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
        />
        <div className={formClasses.row}>
          <TextField
            label="Phone"
            errors={fields.phone.errors}
            errorId={fields.phone.errorId}
            inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }}
          />
          <SelectField
            label="Gender"
            errors={fields.gender.errors}
            errorId={fields.gender.errorId}
            selectProps={getSelectProps(fields.gender)}
          >
            <option value="">Not said</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Age"
            errors={fields.age.errors}
            errorId={fields.age.errorId}
            inputProps={{ ...getInputProps(fields.age, { type: 'number' }), inputMode: 'numeric' }}
          />
        </div>
        <div className={formClasses.actionsStart}>
          <Button type="submit" isLoading={isSubmitting}>
            Update
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** Address info (address-update): every line optional. */
export function ClientAddressForm({ profile, lastResult, isSubmitting = false }: FormProps) {
  const [form, fields] = useForm({
    id: 'client-address-form',
    lastResult,
    constraint: getZodConstraint(AddressFormSchema),
    defaultValue: {
      address1: profile.address1,
      address2: profile.address2,
      city: profile.city,
      stateProvince: profile.stateProvince,
      zipCode: profile.zipCode,
      country: profile.country,
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddressFormSchema }),
  });
  const line = (label: string, field: (typeof fields)['address1'], autoComplete: string) => (
    <TextField
      label={label}
      errors={field.errors}
      errorId={field.errorId}
      inputProps={{ ...getInputProps(field, { type: 'text' }), autoComplete }}
    />
  );
  return (
    <Card as="section" variant="settings" aria-labelledby="client-address-title">
      <h2 className={cardClasses.title} id="client-address-title">
        Address
      </h2>
      <Form method="post" className={formClasses.stack} {...getFormProps(form)}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="address" />
        {line('Address line 1', fields.address1, 'address-line1')}
        {line('Address line 2', fields.address2, 'address-line2')}
        <div className={formClasses.row}>
          {line('City', fields.city, 'address-level2')}
          {line('State / province / region', fields.stateProvince, 'address-level1')}
        </div>
        <div className={formClasses.row}>
          {line('ZIP / postal code', fields.zipCode, 'postal-code')}
          {line('Country', fields.country, 'country-name')}
        </div>
        <div className={formClasses.actionsStart}>
          <Button type="submit" isLoading={isSubmitting}>
            Update
          </Button>
        </div>
      </Form>
    </Card>
  );
}
