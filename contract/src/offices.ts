import { Type } from '@sinclair/typebox';
import { Envelope, MessageAnswer, Nullable } from './envelope.js';
import { Id, Optional, Text } from './fields.js';
import { routeGroup } from './route.js';

/*
 * The offices group (issue 30, ADR 0055): the practice's offices, the places in-person sessions happen, and the
 * practice's "in-office sessions" switch. The team reads them; the super owner, owners and administrators (who
 * manage the practice) write them. Each bad field is a 400 {msg} naming it.
 */

export const OfficeWire = Type.Object({
  office_id: Type.String(),
  name: Type.String(),
  phone: Nullable(Type.String()),
  address1: Type.String(),
  address2: Nullable(Type.String()),
  city: Type.String(),
  state_province: Nullable(Type.String()),
  zip_code: Nullable(Type.String()),
  /** ISO 3166-1 alpha-2, one of `COUNTRIES`. */
  country: Type.String(),
});

export const OfficesAnswer = Type.Object({
  /** The practice's "in-office sessions" switch: off, the availability editor offers no office. */
  in_office_sessions: Type.Boolean(),
  /** Whether the caller may add, change and delete offices and flip the switch. */
  can_manage: Type.Boolean(),
  offices: Type.Array(OfficeWire),
});

/** An office's fields as Add Office and Edit Office send them (all strings; a phone may be a number). */
const OfficeBody = {
  name: Optional(Text(200)),
  phone: Optional(Type.Union([Text(32), Type.Number()])),
  address1: Optional(Text(400)),
  address2: Optional(Text(400)),
  city: Optional(Text(200)),
  state_province: Optional(Text(200)),
  zip_code: Optional(Text(32)),
  country: Optional(Text(8)),
};

export const OfficesRoutes = routeGroup('offices', {
  /** The practice's offices by name and its switch: any team member. */
  'get-offices': { body: {}, answer: Envelope(OfficesAnswer) },
  /** Add Office: the office as kept. */
  'create-office': { body: OfficeBody, answer: Envelope(OfficeWire) },
  /** Edit Office: written whole; another practice's office, or none, is a 404. */
  'update-office': { body: { office_id: Optional(Id()), ...OfficeBody }, answer: Envelope(OfficeWire) },
  /** Refused (400) while a provider's working hours name the office. */
  'delete-office': { body: { office_id: Optional(Id()) }, answer: MessageAnswer },
  'set-in-office-sessions': { body: { is_on: Optional(Type.Boolean()) }, answer: MessageAnswer },
});
