import { TextField } from '#app/ui/text-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';

export type DateTimeRangePart = 'startDate' | 'startTime' | 'endDate' | 'endTime';

/** What the range needs of each conform field: its id, name and errors. */
type PartField = { id: string; name: string; errorId: string; errors?: string[] };

type DateTimeRangeFieldProps = {
  fields: Record<DateTimeRangePart, PartField>;
  /** Local civil values: `YYYY-MM-DD` dates and `HH:MM` times. */
  values: Record<DateTimeRangePart, string>;
  onChange: (part: DateTimeRangePart, value: string) => void;
  minStartDate?: string;
  minEndDate?: string;
  /** The time inputs' step in seconds. */
  step?: number;
  /** The end is disabled for an all-day event. */
  isEndDisabled?: boolean;
};

/** A start and an end, each a date and a time (the appointment form's "When"). Controlled by its caller. */
export function DateTimeRangeField({
  fields,
  values,
  onChange,
  minStartDate,
  minEndDate,
  step,
  isEndDisabled = false,
}: DateTimeRangeFieldProps) {
  const part = (key: DateTimeRangePart, label: string, type: 'date' | 'time', extra: object) => (
    <TextField
      label={label}
      errors={fields[key].errors}
      errorId={fields[key].errorId}
      inputProps={{
        id: fields[key].id,
        name: fields[key].name,
        type,
        ...extra,
        value: values[key],
        onChange: (event) => onChange(key, event.target.value),
      }}
    />
  );
  return (
    <div className={formClasses.rowTimes}>
      {part('startDate', 'Start date', 'date', { min: minStartDate })}
      {part('startTime', 'Start time', 'time', { step })}
      {part('endDate', 'End date', 'date', { min: minEndDate, disabled: isEndDisabled })}
      {part('endTime', 'End time', 'time', { step, disabled: isEndDisabled })}
    </div>
  );
}
