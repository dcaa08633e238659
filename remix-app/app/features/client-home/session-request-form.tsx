import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Avatar } from '#app/ui/avatar.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { Checkbox } from '#app/ui/checkbox.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { SelectField } from '#app/ui/select-field.tsx';
import { TextAreaField } from '#app/ui/textarea-field.tsx';
import { FieldMessages, TextField } from '#app/ui/text-field.tsx';
import { REQUEST_LENGTHS, SessionRequestSchema } from '#app/features/client-home/form-schemas.ts';
import styles from '#app/features/client-home/session-request-form.module.css';

export type RequestProviderChoice = { id: string; name: string; photo: string | null };

type SessionRequestFormProps = {
  providers: readonly RequestProviderChoice[];
  /** The client's zone, named under the time so nobody wonders whose clock it is. */
  timeZone: string;
  /** The client's today (YYYY-MM-DD): the earliest day the date field offers. */
  today: string;
  defaults: { date: string; time: string; minutes: number; online: boolean };
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/**
 * Request a session: which provider (only those who take requests), the day and time in the client's zone,
 * how long, by video or in person, and what it is about. The provider approves or declines it.
 */
export function SessionRequestForm({
  providers,
  timeZone,
  today,
  defaults,
  lastResult,
  isSubmitting = false,
}: SessionRequestFormProps) {
  const [form, fields] = useForm({
    id: 'session-request-form',
    lastResult,
    constraint: getZodConstraint(SessionRequestSchema),
    defaultValue: {
      providerId: providers.length === 1 ? providers[0]?.id : undefined,
      date: defaults.date,
      time: defaults.time,
      minutes: String(defaults.minutes),
      online: defaults.online ? 'on' : undefined,
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SessionRequestSchema }),
  });
  const choices = getCollectionProps(fields.providerId, {
    type: 'radio',
    options: providers.map((provider) => provider.id),
  });
  const providerErrorId = `${fields.providerId.id}-error`;
  return (
    <Card as="section" variant="settings" aria-labelledby="session-request-title">
      <h2 className={cardClasses.title} id="session-request-title">
        Your request
      </h2>
      <p className={cardClasses.description}>
        Your provider confirms the time or declines it; you will see the answer on your home page.
      </p>
      <Form method="post" className={formClasses.stack} {...getFormProps(form)}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <fieldset
          className={styles.providers}
          aria-describedby={fields.providerId.errors ? providerErrorId : undefined}
        >
          <legend className={styles.legend}>Provider</legend>
          <ul className={styles.choices}>
            {choices.map(({ key, ...choice }, index) => {
              const provider = providers[index];
              if (!provider) return null;
              return (
                <li key={key}>
                  <label className={styles.choice} htmlFor={choice.id}>
                    <input {...choice} className={styles.radio} />
                    <Avatar name={provider.name} photo={provider.photo} size="sm" />
                    <span>{provider.name}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          <FieldMessages errors={fields.providerId.errors} errorElementId={providerErrorId} />
        </fieldset>
        <div className={formClasses.row}>
          <TextField
            label="Date"
            errors={fields.date.errors}
            errorId={fields.date.errorId}
            inputProps={{ ...getInputProps(fields.date, { type: 'date' }), min: today }}
          />
          <TextField
            label="Start time"
            hint={`In your time zone (${timeZone}).`}
            errors={fields.time.errors}
            errorId={fields.time.errorId}
            inputProps={{ ...getInputProps(fields.time, { type: 'time' }), step: 300 }}
          />
          <SelectField
            label="Length"
            errors={fields.minutes.errors}
            errorId={fields.minutes.errorId}
            selectProps={getSelectProps(fields.minutes)}
          >
            {REQUEST_LENGTHS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </SelectField>
        </div>
        <Checkbox
          label="By video (online session)"
          inputProps={getInputProps(fields.online, { type: 'checkbox' })}
        />
        <TextAreaField
          label="What would you like to talk about? (optional)"
          hint="Your provider reads this with the request."
          errors={fields.notes.errors}
          errorId={fields.notes.errorId}
          textareaProps={{ ...getTextareaProps(fields.notes), rows: 4, maxLength: 2000 }}
        />
        <div className={formClasses.actions}>
          <ButtonLink to="/home" variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" isLoading={isSubmitting}>
            Send request
          </Button>
        </div>
      </Form>
    </Card>
  );
}
