import { conformControl } from '#app/utils/conform-control.ts';
import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Avatar } from '#app/ui/avatar.tsx';
import { Button } from '#app/ui/button.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { SelectField } from '#app/ui/select-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { CLIENT_INTENTS, type InfoTabData } from '#app/features/clients/client-record.ts';
import { ClientInfoSchema } from '#app/features/clients/client-record-schemas.ts';
import { IMAGE_TYPES } from '#app/utils/form-fields.ts';
import { REPEAT_REMINDER_OPTIONS } from '#app/features/clients/repeat-reminders.ts';
import styles from '#app/features/clients/client-record.module.css';

type ClientInfoFormProps = {
  name: string;
  photo: string | null;
  values: InfoTabData['values'];
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/**
 * User Info of a client's record: Name, Email, Gender, Age, Phone, Repeat Reminders and the photo, with Update.
 * The fields start from the stored values, so what is left alone is kept. The photo (png or jpeg, at most 2 MB)
 * is checked here before anything is sent; the form posts as multipart so it works without JavaScript too.
 */
export function ClientInfoForm({
  name,
  photo,
  values,
  lastResult,
  isSubmitting = false,
}: ClientInfoFormProps) {
  const [form, fields] = useForm({
    id: 'client-info-form',
    lastResult,
    constraint: getZodConstraint(ClientInfoSchema),
    defaultValue: {
      name: values.name,
      email: values.email,
      gender: values.gender ?? '',
      age: values.age === null ? '' : String(values.age),
      phone: values.phone,
      repeatReminders: String(values.repeatReminders),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ClientInfoSchema }),
  });

  // The file input keeps its element (and so the chosen file) when the form checks its fields again.
  const { key: _photoKey, ...photoInput } = getInputProps(fields.photo, { type: 'file' });

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={formClasses.stack}
      preventScrollReset
      {...getFormProps(form)}
    >
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value={CLIENT_INTENTS.updateInfo} />
      <div className={styles.photoRow}>
        <Avatar name={name} photo={photo} size="lg" />
        <TextField
          label="Photo"
          hint="A PNG or JPEG picture of at most 2 MB."
          errors={fields.photo.errors}
          errorId={fields.photo.errorId}
          className={styles.photoField}
          inputProps={{ ...photoInput, accept: IMAGE_TYPES.join(',') }}
        />
      </div>
      <div className={formClasses.row}>
        <TextField label="Name" {...conformControl(fields.name, { type: 'text' }, { autoComplete: 'off' })} />
        <TextField
          label="Email"
          {...conformControl(fields.email, { type: 'email' }, { autoComplete: 'off' })}
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
          <option value="Male">Male</option>
          <option value="Female">Female</option>
        </SelectField>
        <TextField
          label="Age"
          {...conformControl(
            fields.age,
            { type: 'number' },
            { min: 0, max: 120, step: 1, inputMode: 'numeric' },
          )}
        />
        <TextField
          label="Phone"
          hint="Digits only, e.g. 15550142231."
          {...conformControl(fields.phone, { type: 'tel' }, { inputMode: 'numeric', autoComplete: 'off' })}
        />
      </div>
      <SelectField
        label="Repeat Reminders"
        hint="How often the reminder e-mail repeats before a session with you."
        errors={fields.repeatReminders.errors}
        errorId={fields.repeatReminders.errorId}
        className={styles.narrowField}
        selectProps={getSelectProps(fields.repeatReminders)}
      >
        {REPEAT_REMINDER_OPTIONS.map((option) => (
          <option key={option.hours} value={option.hours}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <div className={formClasses.actions}>
        <Button type="submit" isLoading={isSubmitting} aria-label="Update User Info">
          Update
        </Button>
      </div>
    </Form>
  );
}
