import { EmptyState } from '#app/ui/empty-state.tsx';
import { formatCivilDate } from '#app/utils/civil-date.ts';
import styles from '#app/features/practice/scheduling-calendar-pages.module.css';

export type SlotDay = {
  date: string;
  slots: Array<{ start: string; label: string; inPerson: boolean; office: string | null }>;
};

/**
 * The slot picker: a week of free times, one group of radio buttons (arrow keys move within it), each time in
 * the viewer's zone. The booking page (`/book/{slug}`, ADR 0054) posts the chosen `slot`; the preview lets the
 * provider try it. Its own module: the public booking page ships it without the provider's pages.
 */
export function SlotPicker({
  days,
  name = 'slot',
  required = false,
  selected,
}: {
  days: SlotDay[];
  name?: string;
  /** A form that posts the choice needs one. */
  required?: boolean;
  /** The time chosen before (kept when the form comes back with a message). */
  selected?: string | null;
}) {
  const hasAny = days.some((day) => day.slots.length > 0);
  if (!hasAny) return <EmptyState icon="calendar">No free times this week.</EmptyState>;
  return (
    <fieldset className={styles.picker}>
      <legend className="visually-hidden">Free times</legend>
      {days.map((day) => (
        <div key={day.date} className={styles.pickerDay} role="group" aria-labelledby={`slots-${day.date}`}>
          <h3 className={styles.pickerDate} id={`slots-${day.date}`}>
            {formatCivilDate(day.date, 'weekdayMonthDay')}
          </h3>
          {day.slots.length === 0 ? (
            <p className={styles.off}>No free times</p>
          ) : (
            <ul className={styles.slots}>
              {day.slots.map((slot) => (
                <li key={slot.start}>
                  <input
                    type="radio"
                    className={styles.slotInput}
                    name={name}
                    value={slot.start}
                    id={`slot-${slot.start}`}
                    required={required}
                    defaultChecked={slot.start === selected}
                  />
                  <label className={styles.slot} htmlFor={`slot-${slot.start}`}>
                    {slot.label}
                    {slot.inPerson ? (
                      <span className={styles.place}> · {slot.office ?? 'In person'}</span>
                    ) : null}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </fieldset>
  );
}
