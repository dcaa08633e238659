import { useState } from 'react';
import { Form, Link, useNavigation } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { Checkbox } from '#app/ui/checkbox.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { SelectField } from '#app/ui/select-field.tsx';
import { TextField, fieldClasses } from '#app/ui/text-field.tsx';
import { formatCivilDate } from '#app/utils/civil-date.ts';
import { cx } from '#app/utils/cx.ts';
import { formatLength } from '#app/features/appointments/index.ts';
import { Facts } from '#app/features/practice/preview-parts.tsx';
import { PracticeNav } from '#app/features/practice/practice-nav.tsx';
import {
  BUFFER_CHOICES,
  NEW_OVERRIDE_ROWS,
  NOTICE_CHOICES,
  RANGES_PER_DAY_ROWS,
  WEEKDAY_NAMES,
  fieldName,
  formatRanges,
  hoursOn,
  type Availability,
  type OfficeChoice,
  type WorkingRange,
} from '#app/features/practice/availability.ts';
import type { AppointmentType } from '#app/features/appointments/index.ts';
import type { SchedulingSettings } from '#app/features/settings/index.ts';
import styles from '#app/features/practice/scheduling-calendar-pages.module.css';

/**
 * The scheduling calendar pages (issue 30, ADR 0051): the month with the provider's hours and booked sessions,
 * the editor of the weekly hours, date overrides and booking settings, and the preview of the free times a
 * client picks from. Every form works without JavaScript; the hours are wall-clock times in the availability's
 * zone, the booked sessions and the free times are shown in the viewer's.
 */

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

function SchedulingLinks() {
  return (
    <div className={styles.links}>
      <ButtonLink to="/scheduling-calendar-create" variant="secondary">
        Edit hours and days off
      </ButtonLink>
      <ButtonLink to="/scheduling-calendar-view" variant="secondary">
        What clients can book
      </ButtonLink>
    </div>
  );
}

export type BookedSession = { id: string; title: string; time: string };

export type SchedulingCalendarData = {
  today: string;
  month: string;
  previousMonth: string;
  nextMonth: string;
  days: string[];
  timeZone: string;
  availability: Availability | null;
  availabilityMsg: string | null;
  booked: { isAvailable: boolean; days: BookedSession[][] };
};

const BOOKED_SHOWN = 3;

/** /scheduling-calendar: the month, each day with its hours and its booked sessions. */
export function SchedulingCalendarPage(data: SchedulingCalendarData) {
  const { today, month, days, availability } = data;
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  const monthPrefix = month.slice(0, 7);
  return (
    <div className={pageClass}>
      <PageHeader title="Scheduling Calendar" description="The hours clients may book, and what is booked." />
      <PracticeNav />
      {data.availabilityMsg ? <Alert tone="error">{data.availabilityMsg}</Alert> : null}
      {availability && !availability.isSet ? (
        <Alert tone="info">
          You have not set your hours yet: clients cannot pick a time.{' '}
          <Link to="/scheduling-calendar-create">Set your hours</Link>.
        </Alert>
      ) : null}
      {!data.booked.isAvailable ? (
        <Alert tone="info">The booked sessions could not be loaded right now. Please reload the page.</Alert>
      ) : null}
      <Card as="section" variant="calendar" aria-labelledby="scheduling-month-title">
        <div className={styles.monthHeader}>
          <h2 className={cardClasses.title} id="scheduling-month-title">
            {formatCivilDate(month, 'monthYear')}
          </h2>
          <nav aria-label="Months" className={styles.links}>
            <ButtonLink to={`?month=${data.previousMonth}`} variant="ghost" size="sm">
              Previous month
            </ButtonLink>
            <ButtonLink to={`?month=${data.nextMonth}`} variant="ghost" size="sm">
              Next month
            </ButtonLink>
          </nav>
        </div>
        {availability ? (
          <p className={styles.zoneNote}>
            Hours in {availability.timeZone}; booked sessions in {data.timeZone}.
          </p>
        ) : null}
        <table className={styles.month}>
          <caption className="visually-hidden">
            Your hours and booked sessions in {formatCivilDate(month, 'monthYear')}
          </caption>
          <thead>
            <tr>
              {WEEKDAYS.map((day, index) => (
                <th key={day} scope="col">
                  <abbr title={WEEKDAY_NAMES[index]}>{day}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, weekIndex) => (
              <tr key={week[0]}>
                {week.map((day, dayIndex) => {
                  const hours = availability ? hoursOn(availability, day, dayIndex) : null;
                  const booked = data.booked.days[weekIndex * 7 + dayIndex] ?? [];
                  return (
                    <td
                      key={day}
                      className={cx(
                        !day.startsWith(monthPrefix) && styles.outside,
                        day === today && styles.today,
                      )}
                      aria-current={day === today ? 'date' : undefined}
                    >
                      <span className={styles.dayNumber}>{Number(day.slice(8))}</span>
                      {hours ? (
                        <span className={cx(styles.hours, hours.ranges.length === 0 && styles.off)}>
                          {hours.isOverride && hours.ranges.length === 0
                            ? 'Day off'
                            : hours.ranges.length === 0
                              ? 'No hours'
                              : formatRanges(hours.ranges)}
                          {hours.isOverride && hours.ranges.length > 0 ? ' (this day only)' : ''}
                        </span>
                      ) : null}
                      {booked.length > 0 ? (
                        <ul className={styles.booked} aria-label={`${booked.length} booked`}>
                          {booked.slice(0, BOOKED_SHOWN).map((session) => (
                            <li key={session.id}>
                              {session.time} {session.title}
                            </li>
                          ))}
                          {booked.length > BOOKED_SHOWN ? (
                            <li>+{booked.length - BOOKED_SHOWN} more</li>
                          ) : null}
                        </ul>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <SchedulingLinks />
      </Card>
    </div>
  );
}

function TimeInput({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  return (
    <div className={fieldClasses.field}>
      <label className={fieldClasses.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} type="time" step={300} defaultValue={value} className={fieldClasses.input} />
    </div>
  );
}

/**
 * Where a range's in-person hours are: one of the practice's offices when it offers them (a place typed before
 * offices were real stays the choice "as typed" and is kept), else the place in words. A range that names an
 * office while none is offered (in-office sessions turned off) keeps it, and says which.
 */
function OfficeField({
  id,
  day,
  row,
  range,
  choices,
}: {
  id: string;
  day: number;
  row: number;
  range: WorkingRange | undefined;
  choices: OfficeChoice[];
}) {
  if (choices.length > 0)
    return (
      <>
        {range?.office && !range.officeId ? (
          <input type="hidden" name={fieldName.rangeOffice(day, row)} value={range.office} />
        ) : null}
        <SelectField
          label="Office"
          selectProps={{ id, name: fieldName.rangeOfficeId(day, row), defaultValue: range?.officeId ?? '' }}
        >
          <option value="">
            {range?.office && !range.officeId ? `As typed: ${range.office}` : 'No office'}
          </option>
          {range?.officeId && !choices.some((choice) => choice.id === range.officeId) ? (
            <option value={range.officeId}>{range.office ?? 'The office kept'}</option>
          ) : null}
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </SelectField>
      </>
    );
  if (range?.officeId)
    return (
      <div className={fieldClasses.field}>
        <input type="hidden" name={fieldName.rangeOfficeId(day, row)} value={range.officeId} />
        <span className={fieldClasses.label}>Office</span>
        <span>{range.office}</span>
      </div>
    );
  return (
    <div className={fieldClasses.field}>
      <label className={fieldClasses.label} htmlFor={id}>
        Office
      </label>
      <input
        id={id}
        name={fieldName.rangeOffice(day, row)}
        defaultValue={range?.office ?? ''}
        maxLength={120}
        className={fieldClasses.input}
      />
    </div>
  );
}

/** One row of a weekday's ranges: from, to, and in person at an office. */
function RangeRow({
  day,
  row,
  range,
  officeChoices,
}: {
  day: number;
  row: number;
  range: WorkingRange | undefined;
  officeChoices: OfficeChoice[];
}) {
  const label = `${WEEKDAY_NAMES[day]}, range ${row + 1}`;
  const id = (suffix: string) => `day${day}-${row}-${suffix}`;
  return (
    <fieldset className={styles.rangeRow}>
      <legend className="visually-hidden">{label}</legend>
      <TimeInput
        id={id('start')}
        name={fieldName.rangeStart(day, row)}
        label="From"
        value={range?.start ?? ''}
      />
      <TimeInput
        id={id('end')}
        name={fieldName.rangeEnd(day, row)}
        label="To"
        value={range?.end === '24:00' ? '23:59' : (range?.end ?? '')}
      />
      <Checkbox
        label="In person"
        inputProps={{
          id: id('in-person'),
          name: fieldName.rangeInPerson(day, row),
          defaultChecked: range?.inPerson ?? false,
        }}
      />
      <OfficeField id={id('office')} day={day} row={row} range={range} choices={officeChoices} />
    </fieldset>
  );
}

function OverrideRow({ row, date, ranges }: { row: number; date: string; ranges: WorkingRange[] }) {
  const id = (suffix: string) => `override${row}-${suffix}`;
  const label = date ? `Date override ${formatCivilDate(date, 'fullDate')}` : `New date override ${row + 1}`;
  return (
    <fieldset className={styles.rangeRow}>
      <legend className="visually-hidden">{label}</legend>
      <div className={fieldClasses.field}>
        <label className={fieldClasses.label} htmlFor={id('date')}>
          Date
        </label>
        <input
          id={id('date')}
          name={fieldName.overrideDate(row)}
          type="date"
          defaultValue={date}
          className={fieldClasses.input}
        />
      </div>
      <Checkbox
        label="Day off"
        inputProps={{
          id: id('off'),
          name: fieldName.overrideOff(row),
          defaultChecked: Boolean(date) && ranges.length === 0,
        }}
      />
      <TimeInput
        id={id('start')}
        name={fieldName.overrideStart(row)}
        label="Or from"
        value={ranges[0]?.start ?? ''}
      />
      <TimeInput id={id('end')} name={fieldName.overrideEnd(row)} label="To" value={ranges[0]?.end ?? ''} />
    </fieldset>
  );
}

export type AvailabilityEditorProps = {
  availability: Availability;
  types: AppointmentType[];
  timeZones: string[];
  lastAnswer: { ok: boolean; msg: string } | null;
  /** The practice's offices for in-person hours (none: the office is typed). */
  officeChoices?: OfficeChoice[];
};

/** The editor of the weekly hours, the date overrides and the booking settings: one form, saved whole. */
export function AvailabilityEditor({
  availability,
  types,
  timeZones,
  lastAnswer,
  officeChoices = [],
}: AvailabilityEditorProps) {
  const isSaving = useNavigation().state === 'submitting';
  const requestable = new Map(availability.requestableTypes.map((type) => [type.typeId, type.lengthMinutes]));
  const overrides = [
    ...availability.overrides,
    ...Array.from({ length: NEW_OVERRIDE_ROWS }, () => ({ date: '', ranges: [] as WorkingRange[] })),
  ];
  return (
    <Form method="post" className={formClasses.stack} aria-describedby="availability-answer">
      <div id="availability-answer">
        {lastAnswer ? <Alert tone={lastAnswer.ok ? 'success' : 'error'}>{lastAnswer.msg}</Alert> : null}
      </div>
      {/* A long form: Save at its top too, so a keyboard reaches it without passing every range. */}
      <div className={formClasses.actionsStart}>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save availability'}
        </Button>
      </div>
      <Card as="section" variant="settings" aria-labelledby="weekly-hours-title">
        <h2 className={cardClasses.title} id="weekly-hours-title">
          Weekly hours
        </h2>
        <SelectField
          label="Time zone of these hours"
          selectProps={{ id: 'timeZone', name: 'timeZone', defaultValue: availability.timeZone }}
        >
          {timeZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        <p className={styles.zoneNote}>
          Leave a row empty for no hours. An office applies to in-person hours.
        </p>
        {WEEKDAY_NAMES.map((name, day) => (
          <fieldset key={name} className={styles.day}>
            <legend className={styles.dayLegend}>{name}</legend>
            {Array.from({ length: RANGES_PER_DAY_ROWS }, (_v, row) => (
              <RangeRow
                key={row}
                day={day}
                row={row}
                range={availability.weekly[day]?.[row]}
                officeChoices={officeChoices}
              />
            ))}
          </fieldset>
        ))}
      </Card>
      <Card as="section" variant="settings" aria-labelledby="overrides-title">
        <h2 className={cardClasses.title} id="overrides-title">
          Days off and extra hours
        </h2>
        <p className={styles.zoneNote}>
          A date here replaces that day&apos;s weekly hours. Clear a date to remove it.
        </p>
        {overrides.map((override, row) => (
          <OverrideRow
            key={`${override.date}-${row}`}
            row={row}
            date={override.date}
            ranges={override.ranges}
          />
        ))}
      </Card>
      <Card as="section" variant="settings" aria-labelledby="booking-rules-title">
        <h2 className={cardClasses.title} id="booking-rules-title">
          Booking rules
        </h2>
        <div className={formClasses.row}>
          <SelectField
            label="Minimum notice"
            selectProps={{
              id: 'minNotice',
              name: 'minNotice',
              defaultValue: String(availability.minNoticeMinutes),
            }}
          >
            {withCurrent(NOTICE_CHOICES, availability.minNoticeMinutes).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <div className={fieldClasses.field}>
            <label className={fieldClasses.label} htmlFor="horizon">
              Book up to (days ahead)
            </label>
            <input
              id="horizon"
              name="horizon"
              type="number"
              min={1}
              max={365}
              required
              defaultValue={availability.horizonDays}
              className={fieldClasses.input}
            />
          </div>
          <SelectField
            label="Buffer between sessions"
            selectProps={{ id: 'buffer', name: 'buffer', defaultValue: String(availability.bufferMinutes) }}
          >
            {withCurrent(BUFFER_CHOICES, availability.bufferMinutes).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset className={styles.day}>
          <legend className={styles.dayLegend}>Types clients may request</legend>
          {types.length === 0 ? (
            <p className={styles.zoneNote}>
              You have no appointment types. <Link to="/appointment-type">Create one</Link> so clients can
              pick a time.
            </p>
          ) : (
            types.map((type) => (
              <div key={type.id} className={styles.rangeRow}>
                <Checkbox
                  label={type.name}
                  inputProps={{
                    id: `type-${type.id}`,
                    name: fieldName.type(type.id),
                    defaultChecked: requestable.has(type.id),
                  }}
                />
                <div className={fieldClasses.field}>
                  <label className={fieldClasses.label} htmlFor={`type-${type.id}-length`}>
                    {type.name}: minutes
                  </label>
                  <input
                    id={`type-${type.id}-length`}
                    name={fieldName.typeLength(type.id)}
                    type="number"
                    min={15}
                    max={120}
                    defaultValue={requestable.get(type.id) ?? type.length}
                    className={fieldClasses.input}
                  />
                </div>
              </div>
            ))
          )}
        </fieldset>
        {!availability.allowRequests ? (
          <Alert tone="info">
            Clients see these times only when <Link to="/practice-scheduling">Scheduling</Link> allows
            appointment requests.
          </Alert>
        ) : null}
      </Card>
      <div className={formClasses.actions}>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save availability'}
        </Button>
      </div>
    </Form>
  );
}

/** A select's choices, with the kept value added when it is not one of them (set elsewhere). */
function withCurrent(choices: Array<[number, string]>, current: number): Array<[number, string]> {
  return choices.some(([value]) => value === current)
    ? choices
    : [...choices, [current, `${current} minutes`]];
}

/** /scheduling-calendar-create: the weekly hours, the overrides and the booking rules. */
export function SchedulingCreatePage({
  availability,
  availabilityMsg,
  types,
  timeZones,
  lastAnswer,
  officeChoices = [],
}: {
  availability: Availability | null;
  availabilityMsg: string | null;
  types: { isAvailable: boolean; types: AppointmentType[] };
  timeZones: string[];
  lastAnswer: { ok: boolean; msg: string } | null;
  officeChoices?: OfficeChoice[];
}) {
  return (
    <div className={pageClass}>
      <PageHeader
        title="Availability rule"
        description="Your weekly hours, days off and extra hours, and how clients may book them."
      />
      <PracticeNav />
      {availability ? (
        <AvailabilityEditor
          key={JSON.stringify(availability)}
          availability={availability}
          types={types.types}
          timeZones={timeZones}
          lastAnswer={lastAnswer}
          officeChoices={officeChoices}
        />
      ) : (
        <Alert tone="error">
          {availabilityMsg ?? 'Your availability could not be read. Please reload the page.'}
        </Alert>
      )}
      <SchedulingLinks />
    </div>
  );
}

export { SlotPicker, type SlotDay } from '#app/features/practice/slot-picker.tsx';
import { SlotPicker, type SlotDay } from '#app/features/practice/slot-picker.tsx';

export type SchedulingViewData = {
  scheduling: { ok: true; settings: SchedulingSettings } | { ok: false; msg: string };
  /** The public booking page's address (ADR 0054); null while requests are off. */
  bookingLink: string | null;
  types: { isAvailable: boolean; types: AppointmentType[] };
  zone: string;
  ownZone: string;
  timeZones: string[];
  first: string;
  previousWeek: string | null;
  nextWeek: string;
  free:
    | {
        ok: true;
        providerName: string;
        providerZone: string;
        types: Array<{ id: string; name: string; lengthMinutes: number }>;
        typeId: string | null;
        days: SlotDay[];
      }
    | { ok: false; msg: string };
};

/**
 * The provider's public booking page (ADR 0054), to copy and share: the address in a read-only field (selectable
 * without JavaScript), a button that copies it, and a link that opens the page as a visitor sees it.
 */
function BookingLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.bookingLink}>
      <TextField
        label="Your booking page"
        hint="Share it: anyone can ask for one of your free times there while requests are allowed."
        inputProps={{
          id: 'booking-link',
          readOnly: true,
          value: url,
          onFocus: (event) => event.target.select(),
        }}
      />
      <div className={styles.links}>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          Copy link
        </Button>
        <a href={url} target="_blank" rel="noreferrer">
          Open the booking page
        </a>
        <span role="status" className={styles.copied}>
          {copied ? 'Copied.' : ''}
        </span>
      </div>
    </div>
  );
}

/** /scheduling-calendar-view: the free times a client picks from, in a zone of the provider's choosing. */
export function SchedulingViewPage({
  scheduling,
  bookingLink,
  zone,
  timeZones,
  first,
  previousWeek,
  nextWeek,
  free,
}: SchedulingViewData) {
  const query = (from: string) =>
    `?${new URLSearchParams({ zone, from, ...(free.ok && free.typeId ? { type: free.typeId } : {}) }).toString()}`;
  return (
    <div className={pageClass}>
      <PageHeader title="What clients can book" description="Your free times, as a client sees them." />
      <PracticeNav />
      <Card as="section" variant="settings" aria-labelledby="client-booking-title">
        <h2 className={cardClasses.title} id="client-booking-title">
          Requests and reminders
        </h2>
        {scheduling.ok ? (
          <Facts
            facts={[
              {
                term: 'Clients may request sessions',
                value: scheduling.settings.allowRequests ? 'Yes' : 'No: clients see no times',
              },
              {
                term: 'Reminders',
                value: scheduling.settings.reminders
                  ? `${Number(scheduling.settings.leadTime) * 24} hours before`
                  : 'Off',
              },
            ]}
          />
        ) : (
          <Alert tone="info">{scheduling.msg}</Alert>
        )}
        {bookingLink ? <BookingLink url={bookingLink} /> : null}
      </Card>
      <Card as="section" variant="calendar" aria-labelledby="free-times-title">
        <h2 className={cardClasses.title} id="free-times-title">
          Free times from {formatCivilDate(first, 'fullDate')}
        </h2>
        {!free.ok ? (
          <Alert tone="error">{free.msg}</Alert>
        ) : free.types.length === 0 ? (
          <EmptyState icon="layout">
            Clients can pick no type yet. <Link to="/scheduling-calendar-create">Choose the types</Link>{' '}
            clients may request, and your hours.
          </EmptyState>
        ) : (
          <>
            <Form method="get" className={formClasses.row}>
              <SelectField
                label="Appointment type"
                selectProps={{ id: 'type', name: 'type', defaultValue: free.typeId ?? undefined }}
              >
                {free.types.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name} ({formatLength(type.lengthMinutes)})
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Show times as a client in"
                selectProps={{ id: 'zone', name: 'zone', defaultValue: zone }}
              >
                {timeZones.map((candidate) => (
                  <option key={candidate} value={candidate}>
                    {candidate}
                  </option>
                ))}
              </SelectField>
              <input type="hidden" name="from" value={first} />
              <div className={formClasses.actionsStart}>
                <Button type="submit" variant="secondary">
                  Show
                </Button>
              </div>
            </Form>
            <p className={styles.zoneNote}>
              Times in {zone}
              {zone !== free.providerZone ? `; your hours are set in ${free.providerZone}` : ''}.
            </p>
            <SlotPicker days={free.days} />
            <nav aria-label="Weeks" className={styles.links}>
              {previousWeek ? (
                <ButtonLink to={query(previousWeek)} variant="ghost" size="sm">
                  Previous week
                </ButtonLink>
              ) : null}
              <ButtonLink to={query(nextWeek)} variant="ghost" size="sm">
                Next week
              </ButtonLink>
            </nav>
          </>
        )}
        <SchedulingLinks />
      </Card>
    </div>
  );
}
