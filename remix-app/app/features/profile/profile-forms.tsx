import { conformControl } from '#app/utils/conform-control.ts';
import { getFormProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AddressFields } from '#app/ui/address-fields.tsx';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { Checkbox } from '#app/ui/checkbox.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { SelectField } from '#app/ui/select-field.tsx';
import { TextAreaField } from '#app/ui/textarea-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { AGE_RANGE } from '#app/utils/age.ts';
import { AboutSchema, AddressSchema, UserInfoSchema } from '#app/features/profile/form-schemas.ts';
import { CATEGORY_OPTIONS, GENDERS, SPECIALTY_OPTIONS, type Profile } from '#app/features/profile/profile.ts';
import styles from '#app/features/profile/profile-forms.module.css';

/**
 * The profile's blocks (spec part 2: Profile): User Info, Address and My Info, each a form of its own with its
 * own Update, posting `intent` to the page's action. A refusal comes back to the block that was sent.
 */

export type ProfileFormProps = {
  profile: Profile;
  /** The last answer of the page's action, when it was this block's. */
  lastResult?: SubmissionResult<string[]> | null;
  /** This block is being saved. */
  isSubmitting?: boolean;
  /** Where the forms post (the profile page's own route by default). */
  action?: string;
};

function ProfileBlock({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" variant="settings" aria-labelledby={`${id}-title`}>
      <h2 className={cardClasses.title} id={`${id}-title`}>
        {title}
      </h2>
      {description ? <p className={cardClasses.description}>{description}</p> : null}
      {children}
    </Card>
  );
}

function UpdateButton({ isSubmitting }: { isSubmitting: boolean }) {
  return (
    <div className={formClasses.actionsStart}>
      <Button type="submit" isLoading={isSubmitting}>
        Update
      </Button>
    </div>
  );
}

/** User Info: Name, Email, Gender (Male/Female), Age (0 to 120) and Phone. */
export function UserInfoForm({ profile, lastResult, isSubmitting = false, action }: ProfileFormProps) {
  const [form, fields] = useForm({
    id: 'profile-user-info',
    lastResult,
    constraint: getZodConstraint(UserInfoSchema),
    defaultValue: {
      name: profile.name,
      email: profile.email,
      gender: profile.gender,
      age: profile.age === null ? '' : String(profile.age),
      phone: profile.phone,
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UserInfoSchema }),
  });
  return (
    <ProfileBlock id="profile-user-info" title="User Info">
      <Form method="post" action={action} className={formClasses.stack} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="user-info" />
        <FormErrors errors={form.errors} id={form.errorId} />
        <div className={formClasses.row}>
          <TextField
            label="Name"
            {...conformControl(fields.name, { type: 'text' }, { autoComplete: 'name' })}
          />
          <TextField
            label="Email"
            {...conformControl(fields.email, { type: 'email' }, { autoComplete: 'email' })}
          />
        </div>
        <div className={formClasses.row}>
          <SelectField
            label="Gender"
            errors={fields.gender.errors}
            errorId={fields.gender.errorId}
            selectProps={getSelectProps(fields.gender)}
          >
            <option value="">Not given</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Age"
            hint={`${AGE_RANGE.min} to ${AGE_RANGE.max}.`}
            {...conformControl(
              fields.age,
              { type: 'number' },
              { min: AGE_RANGE.min, max: AGE_RANGE.max, inputMode: 'numeric' },
            )}
          />
          <TextField
            label="Phone"
            hint="Digits only, with the country code, e.g. 15550142231."
            {...conformControl(fields.phone, { type: 'tel' }, { inputMode: 'numeric', autoComplete: 'tel' })}
          />
        </div>
        <UpdateButton isSubmitting={isSubmitting} />
      </Form>
    </ProfileBlock>
  );
}

/** Address: line 1, line 2, city, state/province/region (US states when the country is US), ZIP and country. */
export function AddressForm({ profile, lastResult, isSubmitting = false, action }: ProfileFormProps) {
  const [form, fields] = useForm({
    id: 'profile-address',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddressSchema }),
  });
  return (
    <ProfileBlock
      id="profile-address"
      title="Address"
      description="Your practice address. The billing card arrives with invoices and subscriptions."
    >
      <Form method="post" action={action} className={formClasses.stack} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="address" />
        <FormErrors errors={form.errors} id={form.errorId} />
        <AddressFields
          idPrefix="profile-address"
          defaultValue={profile.address}
          errors={{
            address1: fields.address1.errors,
            address2: fields.address2.errors,
            city: fields.city.errors,
            stateProvince: fields.stateProvince.errors,
            zipCode: fields.zipCode.errors,
            country: fields.country.errors,
          }}
        />
        <UpdateButton isSubmitting={isSubmitting} />
      </Form>
    </ProfileBlock>
  );
}

function Checklist({
  legend,
  name,
  options,
  chosen,
  errors,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ key: string; label: string }>;
  chosen: string[];
  errors?: string[];
}) {
  const picked = new Set(chosen);
  return (
    <fieldset className={styles.checklist}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.checks}>
        {options.map((option) => (
          <Checkbox
            key={option.key}
            label={option.label}
            inputProps={{
              id: `${name}-${option.key}`,
              name,
              value: option.key,
              defaultChecked: picked.has(option.key),
            }}
          />
        ))}
      </div>
      {errors?.length ? <p className={styles.error}>{errors.join(' ')}</p> : null}
    </fieldset>
  );
}

/** My Info: About Provider, License Info, Cost of Service, the Specialty and Specialist Category checklists. */
export function AboutForm({ profile, lastResult, isSubmitting = false, action }: ProfileFormProps) {
  const [form, fields] = useForm({
    id: 'profile-about',
    lastResult,
    constraint: getZodConstraint(AboutSchema),
    defaultValue: {
      about: profile.about.about,
      licenseInfo: profile.about.licenseInfo,
      cost: profile.about.cost === null ? '' : String(profile.about.cost),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AboutSchema }),
  });
  const listErrors = (prefix: string) =>
    Object.entries(form.allErrors)
      .filter(([key]) => key === prefix || key.startsWith(`${prefix}[`))
      .flatMap(([, errors]) => errors);
  return (
    <ProfileBlock
      id="profile-about"
      title="My Info"
      description="What clients read about you in the practice's directory listing."
    >
      <Form method="post" action={action} className={formClasses.stack} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="about" />
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextAreaField
          label="About Provider"
          errors={fields.about.errors}
          errorId={fields.about.errorId}
          textareaProps={{ ...getTextareaProps(fields.about), rows: 5 }}
        />
        <div className={formClasses.row}>
          <TextField label="License Info" {...conformControl(fields.licenseInfo, { type: 'text' })} />
          <TextField
            label="Cost of Service (USD)"
            {...conformControl(
              fields.cost,
              { type: 'number' },
              { min: 0, step: '0.01', inputMode: 'decimal' },
            )}
          />
        </div>
        <Checklist
          legend="Specialty"
          name="specialties"
          options={SPECIALTY_OPTIONS}
          chosen={profile.about.specialties}
          errors={listErrors('specialties')}
        />
        <Checklist
          legend="Specialist Category"
          name="categories"
          options={CATEGORY_OPTIONS}
          chosen={profile.about.categories}
          errors={listErrors('categories')}
        />
        <UpdateButton isSubmitting={isSubmitting} />
      </Form>
    </ProfileBlock>
  );
}
