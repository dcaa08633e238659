import { useState } from 'react';
import { useFetcher } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { SelectField } from '#app/ui/select-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { REMINDER_LEAD_TIMES } from '#app/features/settings/form-schemas.ts';
import type { SchedulingSettings } from '#app/features/settings/form-schemas.ts';
import { useHydrated } from '#app/utils/use-hydrated.ts';
import styles from '#app/features/settings/scheduling-settings-form.module.css';

export type SchedulingAnswer = { ok: boolean; msg: string };

type SchedulingSettingsFormProps = {
  initial: SchedulingSettings;
  /** Where the form posts (the screen's own action). */
  action?: string;
  /** The answer to a post without JavaScript (the page re-rendered with it). */
  lastAnswer?: SchedulingAnswer | null;
};

type SwitchProps = {
  id: string;
  name: string;
  label: string;
  description: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
};

function Switch({ id, name, label, description, isChecked, onChange }: SwitchProps) {
  return (
    <div className={styles.row}>
      <div>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        <p className={styles.description} id={`${id}-description`}>
          {description}
        </p>
      </div>
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={isChecked}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </div>
  );
}

/**
 * Scheduling settings: whether clients may request appointments, whether reminders go out, and how long
 * before (24, 48 or 72 hours). Each change is saved at once (never on load) with a quiet confirmation; turning
 * reminders off puts the lead time back to 24 hours and disables it. Without JavaScript, Save posts the form.
 */
export function SchedulingSettingsForm({ initial, action, lastAnswer }: SchedulingSettingsFormProps) {
  const fetcher = useFetcher<SchedulingAnswer>();
  const isHydrated = useHydrated();
  const [values, setValues] = useState<SchedulingSettings>(initial);

  function change(next: SchedulingSettings) {
    const settled = next.reminders ? next : { ...next, leadTime: '1' as const };
    setValues(settled);
    const body = new FormData();
    if (settled.allowRequests) body.set('allowRequests', 'on');
    if (settled.reminders) {
      body.set('reminders', 'on');
      body.set('leadTime', settled.leadTime);
    }
    fetcher.submit(body, { method: 'post', action });
  }

  const answer = fetcher.state === 'idle' ? (fetcher.data ?? lastAnswer ?? null) : null;

  return (
    <Card as="section" variant="settings" aria-labelledby="scheduling-title">
      <h2 className={cardClasses.title} id="scheduling-title">
        Appointment requests and reminders
      </h2>
      <fetcher.Form method="post" action={action} className={formClasses.narrowStack}>
        <Switch
          id="allow-requests"
          name="allowRequests"
          label="Allow appointment requests"
          description="Clients can ask you for an appointment; you approve or decline each request."
          isChecked={values.allowRequests}
          onChange={(isChecked) => change({ ...values, allowRequests: isChecked })}
        />
        <Switch
          id="reminders"
          name="reminders"
          label="Reminders"
          description="You and your clients get an e-mail before each session."
          isChecked={values.reminders}
          onChange={(isChecked) => change({ ...values, reminders: isChecked })}
        />
        <SelectField
          label="Send reminders"
          hint={values.reminders ? undefined : 'Turn reminders on to choose when they go out.'}
          selectProps={{
            id: 'lead-time',
            name: 'leadTime',
            value: values.reminders ? values.leadTime : '1',
            disabled: !values.reminders,
            onChange: (event) =>
              change({ ...values, leadTime: event.currentTarget.value as SchedulingSettings['leadTime'] }),
          }}
        >
          {REMINDER_LEAD_TIMES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <div className={styles.footer}>
          <p className={styles.status} role="status">
            {fetcher.state !== 'idle' ? 'Saving…' : answer?.ok ? answer.msg : ''}
          </p>
          {isHydrated ? null : <Button type="submit">Save</Button>}
        </div>
        {answer && !answer.ok ? <Alert tone="error">{answer.msg}</Alert> : null}
      </fetcher.Form>
    </Card>
  );
}
