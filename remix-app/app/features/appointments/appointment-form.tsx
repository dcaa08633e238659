import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { getFormProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { ClientPicker } from '#app/features/appointments/client-picker.tsx';
import type { ClientOption } from '#app/features/appointments/client-picker.tsx';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button, buttonClasses, ButtonLink } from '#app/ui/button.tsx';
import { Checkbox } from '#app/ui/checkbox.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { SelectField } from '#app/ui/select-field.tsx';
import { DateTimeRangeField } from '#app/ui/date-time-range-field.tsx';
import { fieldClasses, TextField } from '#app/ui/text-field.tsx';
import { TextAreaField } from '#app/ui/textarea-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { formatLength, formatUsd } from '#app/features/appointments/appointment.ts';
import type {
  AppointmentFormValues,
  AppointmentType,
} from '#app/features/appointments/appointment-form-model.ts';
import {
  changeEnd,
  changeStart,
  chooseType,
  getDefaultLength,
  readSubmittedValues,
  setAllDay,
  setRecurring,
} from '#app/features/appointments/appointment-form-model.ts';
import { AppointmentFormSchema } from '#app/features/appointments/form-schemas.ts';
import type { CivilDate } from '#app/utils/zoned-time.ts';
import styles from '#app/features/appointments/appointment-form.module.css';

export type AppointmentFormMode = 'create' | 'edit' | 'view';

/** An overlap refusal: shown next to the times with "Book anyway". */
export type OverlapRefusal = { msg: string };

export type AppointmentFormProps = {
  mode: AppointmentFormMode;
  /** The appointment being edited or viewed. */
  appointmentId?: string;
  initialValues: AppointmentFormValues;
  types: AppointmentType[];
  clients: ClientOption[];
  /** Today in the viewer's zone: the date pickers refuse earlier days. */
  today: CivilDate;
  /** Where the form posts (the screen's action). */
  action?: string;
  lastResult?: SubmissionResult<string[]> | null;
  overlap?: OverlapRefusal | null;
  isSubmitting?: boolean;
  cancelHref: string;
  /** Opens the delete confirmation; omitted when the appointment may not be deleted. */
  deleteHref?: string | null;
  addClientHref?: string;
  /** A page-level form shows a bigger title field; the modal's is compact. */
  id?: string;
};

/**
 * The appointment form, one component for the /create-appointment page and the Create, Edit and View modals.
 * It applies the spec's coupling rules as the person types (choosing a type sets the end and the payment,
 * recurring fills repeat-until, all day clears the end, start and end push each other), with a time step equal
 * to the type's length (20 minutes by default). It posts local dates and times; the action converts them in the
 * viewer's zone.
 */
export function AppointmentForm({
  mode,
  appointmentId,
  initialValues,
  types,
  clients,
  today,
  action,
  lastResult,
  overlap,
  isSubmitting = false,
  cancelHref,
  deleteHref,
  addClientHref,
  id = 'appointment-form',
}: AppointmentFormProps) {
  const [values, setValues] = useState<AppointmentFormValues>(() =>
    readSubmittedValues(lastResult?.initialValue as Record<string, unknown> | undefined, initialValues),
  );
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AppointmentFormSchema }),
  });

  const isView = mode === 'view';
  const length = getDefaultLength(values, types);
  const step = length * 60;
  const minEndDate = values.startDate > today ? values.startDate : today;
  const minRepeatDate = values.endDate || values.startDate || today;
  // Repeats are set when a series is created; an edit changes this one session (the API ignores them).
  const canChangeRepeat = mode === 'create';

  /** A text-like control bound to its field and to the form's state: id, name, value and onChange. */
  const textControl = (key: 'title' | 'notes' | 'payment' | 'repeatUntil' | 'frequency') => ({
    id: fields[key].id,
    name: fields[key].name,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  const describe = (field: { errorId: string; errors?: string[] }) => ({
    errors: field.errors,
    errorId: field.errorId,
  });

  return (
    <Form method="post" action={action} className={styles.form} preventScrollReset {...getFormProps(form)}>
      <FormErrors errors={form.errors} id={form.errorId} />
      {/* Enter in a field presses the first submit button in the form: make that Save, never Book anyway. */}
      {isView ? null : <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />}
      {appointmentId ? <input type="hidden" name="id" value={appointmentId} /> : null}
      <input type="hidden" name="intent" value="save" />
      <fieldset className={styles.fields} disabled={isView}>
        <legend className="visually-hidden">Appointment details</legend>
        <TextField
          label="Title"
          {...describe(fields.title)}
          inputProps={{
            ...textControl('title'),
            maxLength: 191,
            autoComplete: 'off',
          }}
        />
        <div className={formClasses.row}>
          <SelectField
            label="Appointment type"
            {...describe(fields.type)}
            hint={
              types.length === 0
                ? 'No types yet: the length is 20 minutes.'
                : `Default length ${formatLength(length)}.`
            }
            selectProps={{
              id: fields.type.id,
              name: fields.type.name,
              value: values.type,
              onChange: (event) => setValues((current) => chooseType(current, event.target.value, types)),
            }}
          >
            <option value="">No type</option>
            {types.map((type) => (
              <option key={type.id} value={type.name}>
                {type.name} ({formatLength(type.length)}, {formatUsd(type.amount)})
              </option>
            ))}
          </SelectField>
          <TextField
            label="Payment (USD)"
            {...describe(fields.payment)}
            inputProps={{
              ...textControl('payment'),
              type: 'number',
              inputMode: 'decimal',
              min: 0,
              max: 100_000,
              step: 0.01,
            }}
          />
        </div>
        <ClientPicker
          name={fields.inviteesId.name}
          clients={clients}
          selectedIds={values.inviteesId}
          onChange={(inviteesId) => setValues((current) => ({ ...current, inviteesId }))}
          errors={fields.inviteesId.errors}
          errorId={fields.inviteesId.errorId}
          isDisabled={isView}
          addClientHref={addClientHref}
        />
        <div className={styles.times} role="group" aria-labelledby={`${id}-when`}>
          <p className={fieldClasses.label} id={`${id}-when`}>
            When
          </p>
          <DateTimeRangeField
            fields={fields}
            values={values}
            onChange={(part, value) =>
              setValues((current) =>
                part === 'startDate' || part === 'startTime'
                  ? changeStart(current, { [part]: value }, length)
                  : changeEnd(current, { [part]: value }, length),
              )
            }
            minStartDate={mode === 'create' ? today : undefined}
            minEndDate={mode === 'create' ? minEndDate : undefined}
            step={step}
            isEndDisabled={values.allDay}
          />
          <div className={formClasses.rowChecks}>
            <Checkbox
              label="All day"
              inputProps={{
                id: fields.allDay.id,
                name: fields.allDay.name,
                checked: values.allDay,
                onChange: (event) => setValues((current) => setAllDay(current, event.target.checked, length)),
              }}
            />
            <Checkbox
              label="Online session"
              inputProps={{
                id: fields.online.id,
                name: fields.online.name,
                checked: values.online,
                onChange: (event) => setValues((current) => ({ ...current, online: event.target.checked })),
              }}
            />
          </div>
          {overlap ? (
            <div className={styles.overlap} role="alert">
              <Icon name="alert" className={styles.overlapIcon} />
              <p>{overlap.msg}</p>
              <Button
                type="submit"
                name="allowOverlap"
                value="on"
                variant="secondary"
                size="sm"
                isLoading={isSubmitting}
                className={styles.overlapAction}
              >
                Book anyway
              </Button>
            </div>
          ) : null}
        </div>
        <div className={styles.repeat}>
          <Checkbox
            label="Recurring"
            hint={
              !canChangeRepeat && values.recurring
                ? 'Part of a series: changes apply to this session only.'
                : undefined
            }
            inputProps={{
              id: fields.recurring.id,
              name: fields.recurring.name,
              checked: values.recurring,
              disabled: !canChangeRepeat,
              onChange: (event) => setValues((current) => setRecurring(current, event.target.checked)),
            }}
          />
          {values.recurring ? (
            <div className={formClasses.row}>
              <TextField
                label="Repeat until"
                {...describe(fields.repeatUntil)}
                inputProps={{
                  ...textControl('repeatUntil'),
                  type: 'date',
                  min: minRepeatDate,
                  disabled: !canChangeRepeat,
                }}
              />
              <TextField
                label="Repeat every (days)"
                {...describe(fields.frequency)}
                inputProps={{
                  ...textControl('frequency'),
                  type: 'number',
                  inputMode: 'numeric',
                  min: 1,
                  max: 365,
                  step: 1,
                  disabled: !canChangeRepeat,
                }}
              />
            </div>
          ) : null}
        </div>
        <TextAreaField
          label="Notes"
          {...describe(fields.notes)}
          textareaProps={{
            ...textControl('notes'),
            maxLength: 5000,
          }}
        />
      </fieldset>
      <div className={formClasses.actionsSplit}>
        {deleteHref ? (
          <ButtonLink
            to={deleteHref}
            variant="ghost"
            className={buttonClasses.dangerText}
            icon={<Icon name="trash" size={16} />}
            preventScrollReset
          >
            Delete
          </ButtonLink>
        ) : (
          <span />
        )}
        <div className={formClasses.actionsEnd}>
          <ButtonLink to={cancelHref} variant="secondary" preventScrollReset>
            {isView ? 'Close' : 'Cancel'}
          </ButtonLink>
          {isView ? null : (
            <Button type="submit" isLoading={isSubmitting}>
              {mode === 'edit' ? 'Update' : 'Save'}
            </Button>
          )}
        </div>
      </div>
    </Form>
  );
}
