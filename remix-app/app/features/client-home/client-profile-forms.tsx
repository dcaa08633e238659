import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { SelectField } from '#app/ui/select-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { useCheckedForm } from '#app/utils/form-checks.ts';
import type { FormChecks } from '#app/utils/form-checks.ts';
import { GENDERS } from '#app/features/client-home/form-choices.ts';

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
  /** The form's schema's checks (ProfileFormSchema, AddressFormSchema), from the loader: no zod on the page. */
  checks: FormChecks;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/** User info: name, e-mail, phone, gender and age (user-profile). */
export function ClientInfoForm({ profile, checks, lastResult, isSubmitting = false }: FormProps) {
  const [form, field] = useCheckedForm({
    id: 'client-info-form',
    checks,
    lastResult,
    defaultValue: {
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      gender: (GENDERS as readonly string[]).includes(profile.gender) ? profile.gender : '',
      age: profile.age === null ? '' : String(profile.age),
    },
  });
  const [name, email, phone, gender, age] = [
    field('name'),
    field('email'),
    field('phone'),
    field('gender'),
    field('age'),
  ];
  return (
    <Card as="section" variant="settings" aria-labelledby="client-info-title">
      <h2 className={cardClasses.title} id="client-info-title">
        Personal information
      </h2>
      <p className={cardClasses.description}>Your practice uses these to reach you.</p>
      <Form method="post" className={formClasses.stack} {...form.props}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="profile" />
        <TextField
          label="Name"
          errors={name.errors}
          errorId={name.errorId}
          inputProps={{ ...name.inputProps, type: 'text', autoComplete: 'name' }}
        />
        <TextField
          label="Email"
          errors={email.errors}
          errorId={email.errorId}
          inputProps={{ ...email.inputProps, type: 'email', autoComplete: 'email' }}
        />
        <div className={formClasses.row}>
          <TextField
            label="Phone"
            errors={phone.errors}
            errorId={phone.errorId}
            inputProps={{ ...phone.inputProps, type: 'tel', autoComplete: 'tel' }}
          />
          <SelectField
            label="Gender"
            errors={gender.errors}
            errorId={gender.errorId}
            selectProps={gender.inputProps}
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
            errors={age.errors}
            errorId={age.errorId}
            inputProps={{ ...age.inputProps, type: 'number', inputMode: 'numeric' }}
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
export function ClientAddressForm({ profile, checks, lastResult, isSubmitting = false }: FormProps) {
  const [form, field] = useCheckedForm({
    id: 'client-address-form',
    checks,
    lastResult,
    defaultValue: {
      address1: profile.address1,
      address2: profile.address2,
      city: profile.city,
      stateProvince: profile.stateProvince,
      zipCode: profile.zipCode,
      country: profile.country,
    },
  });
  const line = (label: string, name: string, autoComplete: string) => {
    const { errors, errorId, inputProps } = field(name);
    return (
      <TextField
        label={label}
        errors={errors}
        errorId={errorId}
        inputProps={{ ...inputProps, type: 'text', autoComplete }}
      />
    );
  };
  return (
    <Card as="section" variant="settings" aria-labelledby="client-address-title">
      <h2 className={cardClasses.title} id="client-address-title">
        Address
      </h2>
      <Form method="post" className={formClasses.stack} {...form.props}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="address" />
        {line('Address line 1', 'address1', 'address-line1')}
        {line('Address line 2', 'address2', 'address-line2')}
        <div className={formClasses.row}>
          {line('City', 'city', 'address-level2')}
          {line('State / province / region', 'stateProvince', 'address-level1')}
        </div>
        <div className={formClasses.row}>
          {line('ZIP / postal code', 'zipCode', 'postal-code')}
          {line('Country', 'country', 'country-name')}
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
