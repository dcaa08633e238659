import type { SubmissionResult } from '@conform-to/react';
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
import { useCheckedForm } from '#app/utils/form-checks.ts';
import type { FormChecks } from '#app/utils/form-checks.ts';
import { REQUEST_LENGTHS } from '#app/features/client-home/form-choices.ts';
import styles from '#app/features/client-home/session-request-form.module.css';

export type RequestProviderChoice = { id: string; name: string; photo: string | null };

type SessionRequestFormProps = {
  providers: readonly RequestProviderChoice[];
  /** The client's zone, named under the time so nobody wonders whose clock it is. */
  timeZone: string;
  /** The client's today (YYYY-MM-DD): the earliest day the date field offers. */
  today: string;
  defaults: { date: string; time: string; minutes: number; online: boolean };
  /** SessionRequestSchema's checks, from the loader: no zod on a client's page. */
  checks: FormChecks;
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
  checks,
  lastResult,
  isSubmitting = false,
}: SessionRequestFormProps) {
  const [form, field] = useCheckedForm({
    id: 'session-request-form',
    checks,
    lastResult,
    defaultValue: {
      providerId: providers.length === 1 ? providers[0]?.id : undefined,
      date: defaults.date,
      time: defaults.time,
      minutes: String(defaults.minutes),
      online: defaults.online ? 'on' : undefined,
    },
  });
  const [providerId, date, time, minutes, online, notes] = [
    field('providerId'),
    field('date'),
    field('time'),
    field('minutes'),
    field('online'),
    field('notes'),
  ];
  return (
    <Card as="section" variant="settings" aria-labelledby="session-request-title">
      <h2 className={cardClasses.title} id="session-request-title">
        Your request
      </h2>
      <p className={cardClasses.description}>
        Your provider confirms the time or declines it; you will see the answer on your home page.
      </p>
      <Form method="post" className={formClasses.stack} {...form.props}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <fieldset
          className={styles.providers}
          aria-describedby={providerId.errors ? providerId.errorId : undefined}
        >
          <legend className={styles.legend}>Provider</legend>
          <ul className={styles.choices}>
            {providers.map((provider) => {
              const choiceId = `${providerId.id}-${provider.id}`;
              return (
                <li key={provider.id}>
                  <label className={styles.choice} htmlFor={choiceId}>
                    <input
                      type="radio"
                      id={choiceId}
                      name={providerId.inputProps.name}
                      value={provider.id}
                      required={providerId.inputProps.required}
                      defaultChecked={providerId.initialValue === provider.id}
                      aria-describedby={providerId.errors ? providerId.errorId : undefined}
                      className={styles.radio}
                    />
                    <Avatar name={provider.name} photo={provider.photo} size="sm" />
                    <span>{provider.name}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          <FieldMessages errors={providerId.errors} errorElementId={providerId.errorId} />
        </fieldset>
        <div className={formClasses.row}>
          <TextField
            label="Date"
            errors={date.errors}
            errorId={date.errorId}
            inputProps={{ ...date.inputProps, type: 'date', min: today }}
          />
          <TextField
            label="Start time"
            hint={`In your time zone (${timeZone}).`}
            errors={time.errors}
            errorId={time.errorId}
            inputProps={{ ...time.inputProps, type: 'time', step: 300 }}
          />
          <SelectField
            label="Length"
            errors={minutes.errors}
            errorId={minutes.errorId}
            selectProps={minutes.inputProps}
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
          inputProps={{
            id: online.id,
            name: online.inputProps.name,
            value: 'on',
            defaultChecked: online.initialValue === 'on',
          }}
        />
        <TextAreaField
          label="What would you like to talk about? (optional)"
          hint="Your provider reads this with the request."
          errors={notes.errors}
          errorId={notes.errorId}
          textareaProps={{ ...notes.inputProps, rows: 4, maxLength: 2000 }}
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
