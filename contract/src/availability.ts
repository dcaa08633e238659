import { Type } from '@sinclair/typebox';
import { Envelope, MessageAnswer, Nullable } from './envelope.js';
import { Id, LegacyInstant, Optional, Text } from './fields.js';
import { routeGroup } from './route.js';

/*
 * The availability group (issue 30, ADR 0051): a provider's bookable hours and the free slots they leave. Working
 * hours are wall-clock `HH:MM` in the availability's own zone (`24:00` ends a range at midnight); dates are
 * `YYYY-MM-DD`; slots are ISO-8601 UTC instants the screens show in the viewer's zone. The service checks the
 * shapes the schema lets through and answers 400 {msg} naming the field.
 */

const Clock = () => Type.String({ maxLength: 5 });
const CivilDay = () => Type.String({ maxLength: 10 });
const Minutes = () => Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 });

export const WorkingRangeWire = Type.Object({
  start: Clock(),
  end: Clock(),
  in_person: Type.Boolean(),
  /**
   * Where, in words: in an answer the office's name and address when `office_id` names one (ADR 0055), else the
   * place the provider typed before offices were real; in a body it is kept only when no `office_id` is sent.
   */
  office: Nullable(Text(200)),
  /** One of the practice's offices (`offices/get-offices`), for a range in person. */
  office_id: Optional(Nullable(Id())),
});

export const DateOverrideWire = Type.Object({
  date: CivilDay(),
  ranges: Type.Array(WorkingRangeWire, { maxItems: 12 }),
});

export const RequestableTypeWire = Type.Object({
  type_id: Id(),
  length_minutes: Minutes(),
});

/** A provider's availability as the wire shows it (and as the editor sends it back). */
export const AvailabilityWire = Type.Object({
  provider_id: Type.String(),
  time_zone: Type.String(),
  weekly_hours: Type.Array(Type.Array(WorkingRangeWire)),
  overrides: Type.Array(DateOverrideWire),
  min_notice_minutes: Type.Number(),
  horizon_days: Type.Number(),
  buffer_minutes: Type.Number(),
  requestable_types: Type.Array(RequestableTypeWire),
  /** False until the provider saves their hours once (the answer then holds the defaults). */
  is_set: Type.Boolean(),
  /** The provider's "allow appointment requests" (`appointment-settings`): clients see slots only when true. */
  allow_requests: Type.Boolean(),
});

export const FreeSlotWire = Type.Object({
  start_time: Type.String(),
  end_time: Type.String(),
  in_person: Type.Boolean(),
  office: Nullable(Type.String()),
});

/** What a client or a visitor may book: the provider's requestable types and the free slots of one of them. */
export const FreeSlotsAnswer = Type.Object({
  provider_id: Type.String(),
  provider_name: Type.String(),
  /** The provider's zone, for "their time" beside the viewer's. */
  time_zone: Type.String(),
  types: Type.Array(
    Type.Object({ type_id: Type.String(), name: Type.String(), length_minutes: Type.Number() }),
  ),
  type_id: Nullable(Type.String()),
  slots: Type.Array(FreeSlotWire),
});

const SlotsBody = {
  provider_id: Optional(Id()),
  /** One of the requestable types; left out, the first. */
  type_id: Optional(Id()),
  /** The period asked for (at most 62 days); left out, from now to the horizon. */
  from: Optional(LegacyInstant()),
  to: Optional(LegacyInstant()),
};

/** The public booking page's head: whom the visitor books and what (ADR 0054). Nothing about bookings. */
export const BookingPageAnswer = Type.Object({
  slug: Type.String(),
  provider_name: Type.String(),
  time_zone: Type.String(),
  types: Type.Array(
    Type.Object({ type_id: Type.String(), name: Type.String(), length_minutes: Type.Number() }),
  ),
  /** Whether the caller is a signed-in client of the provider's practice (the page then asks no contact fields). */
  is_known_client: Type.Boolean(),
});

const Slug = () => Text(64);

export const AvailabilityRoutes = routeGroup('availability', {
  /** The caller's availability, or (owners and administrators) a provider's of their practice. */
  'get-availability': { body: { provider_id: Optional(Id()) }, answer: Envelope(AvailabilityWire) },
  'set-availability': {
    body: {
      provider_id: Optional(Id()),
      time_zone: Optional(Text(64)),
      weekly_hours: Optional(Type.Array(Type.Array(WorkingRangeWire, { maxItems: 12 }), { maxItems: 7 })),
      overrides: Optional(Type.Array(DateOverrideWire, { maxItems: 400 })),
      min_notice_minutes: Optional(Minutes()),
      horizon_days: Optional(Minutes()),
      buffer_minutes: Optional(Minutes()),
      requestable_types: Optional(Type.Array(RequestableTypeWire, { maxItems: 50 })),
    },
    answer: MessageAnswer,
  },
  /** A signed-in client's own provider (one that takes requests), or a team member's preview of a provider. */
  'get-free-slots': { body: SlotsBody, answer: Envelope(FreeSlotsAnswer) },
  /** Anyone: the public booking page of a provider who takes requests; 404 for every other provider. */
  'get-public-slots': {
    body: {
      ...SlotsBody,
      /** The booking page's provider, by slug (instead of `provider_id`). */ slug: Optional(Slug()),
    },
    answer: Envelope(FreeSlotsAnswer),
  },
  /** The provider's own booking link (made when first asked for); null while requests are off (ADR 0054). */
  'get-booking-link': {
    body: { provider_id: Optional(Id()) },
    answer: Envelope(Type.Object({ booking_slug: Nullable(Type.String()) })),
  },
  /** Anyone: the booking page's head by slug; 404 for a provider who takes no requests or a slug nobody holds. */
  'get-booking-page': { body: { slug: Optional(Slug()) }, answer: Envelope(BookingPageAnswer) },
  /**
   * Anyone: a visitor (or a signed-in client of the practice) asks for one of the free slots: a client request
   * (state 1, `invite_client`) the provider approves or declines. `website` is a honeypot: filled, the answer is
   * the same and nothing is kept. Limited per address and per provider.
   */
  'request-booking': {
    body: {
      slug: Optional(Slug()),
      type_id: Optional(Id()),
      start_time: Optional(LegacyInstant()),
      /** The visitor's zone, kept on a new client's account. */
      time_zone: Optional(Text(64)),
      name: Optional(Text(100)),
      email: Optional(Type.String({ maxLength: 191 })),
      phone: Optional(Text(40)),
      notes: Optional(Text(1000)),
      website: Optional(Text(200)),
    },
    answer: MessageAnswer,
    isRateLimited: true,
  },
});
