import { useEffect } from 'react';
import { Form, useNavigate, useNavigation } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { SelectField } from '#app/ui/select-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { formatCivilDate } from '#app/utils/civil-date.ts';
import { SlotPicker } from '#app/features/practice/index.ts';
import {
  BOOKING_FIELDS,
  describeLength,
  type BookingAnswer,
  type BookingPageData,
} from '#app/features/booking/booking.ts';
import styles from '#app/features/booking/booking-page.module.css';

/**
 * The public booking page (`/book/{slug}`, issue 30, ADR 0054): a visitor picks a type, then one of the free
 * times in their own zone, then leaves their name, e-mail and phone (a signed-in client of the practice does
 * not), and sends the request; the page confirms it. Everything works without JavaScript (the zone is then a
 * select); with it, the browser's own zone is filled in.
 */
export function BookingPage({ page, answer }: { page: BookingPageData; answer: BookingAnswer | undefined }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const isSending = navigation.state === 'submitting' && navigation.formMethod === 'POST';

  // The visitor's zone, from the browser, the first time the page is opened without one.
  useEffect(() => {
    if (page.hasZoneParam) return;
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!own || own === page.zone || !page.timeZones.includes(own)) return;
    const query = new URLSearchParams(window.location.search);
    query.set('zone', own);
    navigate(`?${query.toString()}`, { replace: true, preventScrollReset: true });
  }, [page.hasZoneParam, page.zone, page.timeZones, navigate]);

  if (answer?.ok)
    return (
      <Card as="section" variant="auth" aria-labelledby="booking-done-title" className={styles.card}>
        <h1 className={cardClasses.title} id="booking-done-title">
          Request sent
        </h1>
        <Alert tone="success">{answer.msg}</Alert>
        <p>
          You asked {page.providerName} for {formatCivilDate(answer.when.date, 'fullDate')} at{' '}
          {answer.when.time} ({answer.when.zone}). The time is yours once it is approved.
        </p>
      </Card>
    );

  const type = page.types.find((candidate) => candidate.id === page.typeId) ?? null;
  const week = (from: string) =>
    `?${new URLSearchParams({ zone: page.zone, from, ...(page.typeId ? { type: page.typeId } : {}) }).toString()}`;
  const failed = answer && !answer.ok ? answer : null;
  return (
    <Card as="section" variant="auth" aria-labelledby="booking-title" className={styles.card}>
      <h1 className={cardClasses.title} id="booking-title">
        Book a session with {page.providerName}
      </h1>
      <p className={cardClasses.description}>
        Choose a type and a free time. {page.providerName} approves or declines your request, and you get an
        e-mail either way.
      </p>
      {page.types.length === 0 ? (
        <EmptyState icon="calendar">{page.providerName} has no times to book online right now.</EmptyState>
      ) : (
        <>
          <Form method="get" className={formClasses.row} aria-label="Type and time zone">
            <SelectField
              label="Type of session"
              selectProps={{ id: 'booking-type', name: 'type', defaultValue: page.typeId ?? undefined }}
            >
              {page.types.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name} ({describeLength(candidate.lengthMinutes)})
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Your time zone"
              selectProps={{ id: 'booking-zone', name: 'zone', defaultValue: page.zone }}
            >
              {page.timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </SelectField>
            <input type="hidden" name="from" value={page.first} />
            <div className={formClasses.actionsStart}>
              <Button type="submit" variant="secondary">
                Show times
              </Button>
            </div>
          </Form>

          <Form method="post" className={styles.booking} aria-labelledby="booking-times-title">
            <h2 className={styles.step} id="booking-times-title">
              {type
                ? `${type.name}: free times from ${formatCivilDate(page.first, 'fullDate')}`
                : 'Free times'}
            </h2>
            <p className={styles.note}>
              Times in {page.zone}
              {page.zone !== page.providerZone ? `; ${page.providerName} works in ${page.providerZone}` : ''}.
            </p>
            {page.slotsMsg ? <Alert tone="error">{page.slotsMsg}</Alert> : null}
            <SlotPicker days={page.days} required selected={failed?.slot} />
            <nav aria-label="Weeks" className={styles.weeks}>
              {page.previousWeek ? (
                <ButtonLink to={week(page.previousWeek)} variant="ghost" size="sm">
                  Previous week
                </ButtonLink>
              ) : null}
              <ButtonLink to={week(page.nextWeek)} variant="ghost" size="sm">
                Next week
              </ButtonLink>
            </nav>
            <input type="hidden" name={BOOKING_FIELDS.type} value={page.typeId ?? ''} />
            <input type="hidden" name={BOOKING_FIELDS.zone} value={page.zone} />

            <h2 className={styles.step}>Your details</h2>
            {page.isKnownClient ? (
              <p className={styles.note}>You are signed in: the request is sent from your account.</p>
            ) : (
              <div className={styles.contact}>
                <TextField
                  label="Name"
                  inputProps={{
                    id: 'booking-name',
                    name: BOOKING_FIELDS.name,
                    autoComplete: 'name',
                    required: true,
                    maxLength: 100,
                    defaultValue: failed?.typed.name,
                  }}
                />
                <TextField
                  label="E-mail"
                  inputProps={{
                    id: 'booking-email',
                    name: BOOKING_FIELDS.email,
                    type: 'email',
                    autoComplete: 'email',
                    required: true,
                    maxLength: 191,
                    defaultValue: failed?.typed.email,
                  }}
                />
                <TextField
                  label="Phone"
                  inputProps={{
                    id: 'booking-phone',
                    name: BOOKING_FIELDS.phone,
                    type: 'tel',
                    autoComplete: 'tel',
                    required: true,
                    maxLength: 40,
                    defaultValue: failed?.typed.phone,
                  }}
                />
              </div>
            )}
            <TextField
              label="Anything the provider should know (optional)"
              inputProps={{
                id: 'booking-notes',
                name: BOOKING_FIELDS.notes,
                maxLength: 1000,
                defaultValue: failed?.typed.notes,
              }}
            />
            {/* The honeypot: people never see or reach it; a bot filling every field books nothing. */}
            <div className={styles.trap} aria-hidden="true">
              <label htmlFor="booking-website">Website</label>
              <input
                id="booking-website"
                name={BOOKING_FIELDS.honeypot}
                type="text"
                tabIndex={-1}
                autoComplete="off"
              />
            </div>
            {failed ? <Alert tone="error">{failed.msg}</Alert> : null}
            <div className={formClasses.actionsStart}>
              <Button type="submit" disabled={isSending}>
                {isSending ? 'Sending…' : 'Request this time'}
              </Button>
            </div>
          </Form>
        </>
      )}
    </Card>
  );
}
