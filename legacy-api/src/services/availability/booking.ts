import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import { readLegacyInstant } from '#api/lib/instant.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { insertClientRequest } from '#api/services/appointments/client-requests.js';
import { readNameAndEmail, readPhone } from '#api/services/people/fields.js';
import type { Db } from '@tele/data/db';
import { newId } from '@tele/data/ids';
import { ensureBookingSlug, findBookingLinkBySlug } from '@tele/data/repositories/booking-links';
import { findClientProviderLink, linkClientToProvider } from '@tele/data/repositories/client-provider-links';
import { upsertClientRequest } from '@tele/data/repositories/client-requests';
import { findPracticeProvider } from '@tele/data/repositories/people';
import { findProviderSettings } from '@tele/data/repositories/provider-settings';
import { inTransaction } from '@tele/data/repositories/transaction';
import { createUser, findUserByEmail } from '@tele/data/repositories/users';
import { isTimeZone } from '@tele/data/zoned-time';
import { AVAILABILITY_MESSAGES, BOOKING_MESSAGES, REQUEST_CLIENT_MESSAGES } from '@tele/contract/messages';
import type { RouteAnswer, RouteBody } from '@tele/contract/routes';
import { computeFreeSlots, loadTeamProvider } from './availability.js';

const DAY_MS = 86_400_000;

interface BookableProvider {
  id: string;
  name: string;
  timeZone: string;
  practiceId: string;
}

const notBookable = (): never => {
  throw new AppError('not_found', AVAILABILITY_MESSAGES.notBookable);
};

/**
 * The provider a booking page's slug names: a live provider of the practice the link was made in, who takes
 * requests. Any other slug (unknown, malformed, a provider who stopped taking requests, left or was deleted) is
 * the same 404.
 */
export async function loadBookableProvider(db: Db, slug: string | undefined): Promise<BookableProvider> {
  const link = slug ? await findBookingLinkBySlug(db, slug) : null;
  const provider = link ? await findPracticeProvider(db, link.practiceId, link.providerId) : null;
  if (!link || !provider || !(await findProviderSettings(db, provider.id))?.allowRequests)
    return notBookable();
  return { id: provider.id, name: provider.name, timeZone: provider.timeZone, practiceId: link.practiceId };
}

/** Whether the caller is a signed-in client of the practice (the page then asks for no contact fields). */
const isPracticeClient = (user: SessionUser | null, practiceId: string): user is SessionUser =>
  Boolean(user && user.isClient && !user.isDeleted && user.practiceId === practiceId);

/**
 * `availability/get-booking-link`: the provider's booking page slug, made the first time it is asked for while
 * the provider takes requests; null while they do not (the page would answer 404).
 */
export async function getBookingLink(
  db: Db,
  user: SessionUser,
  body: RouteBody<'availability/get-booking-link'>,
  now: Date,
): Promise<RouteAnswer<'availability/get-booking-link'>> {
  const provider = await loadTeamProvider(db, user, body.provider_id, { toChange: false });
  const allowed = Boolean((await findProviderSettings(db, provider.id))?.allowRequests);
  return {
    msg: BOOKING_MESSAGES.link,
    results: { booking_slug: allowed ? await ensureBookingSlug(db, provider, now) : null },
  };
}

/** `availability/get-booking-page`: whom the page books and which types, by slug. Nothing about bookings. */
export async function getBookingPage(
  db: Db,
  user: SessionUser | null,
  body: RouteBody<'availability/get-booking-page'>,
  now: Date,
): Promise<RouteAnswer<'availability/get-booking-page'>> {
  const provider = await loadBookableProvider(db, body.slug);
  const head = await computeFreeSlots(
    db,
    provider,
    { from: now.toISOString(), to: new Date(now.getTime() + 1).toISOString() },
    now,
  );
  return {
    msg: BOOKING_MESSAGES.page,
    results: {
      slug: body.slug!,
      provider_name: provider.name,
      time_zone: head.time_zone,
      types: head.types,
      is_known_client: isPracticeClient(user, provider.practiceId),
    },
  };
}

/** The free slot the visitor chose, checked by the slot rules (hours, overrides, notice, horizon, busy time). */
async function readChosenSlot(
  db: Db,
  provider: BookableProvider,
  body: RouteBody<'availability/request-booking'>,
  now: Date,
) {
  const start = body.start_time === undefined ? null : readLegacyInstant(body.start_time);
  if (!start || !body.type_id) refuse(BOOKING_MESSAGES.badStart);
  const around = await computeFreeSlots(
    db,
    provider,
    {
      type_id: body.type_id,
      from: new Date(Math.max(start.getTime() - DAY_MS, now.getTime())).toISOString(),
      to: new Date(Math.max(start.getTime(), now.getTime()) + DAY_MS).toISOString(),
    },
    now,
  );
  const slot = around.slots.find((free) => new Date(free.start_time).getTime() === start.getTime());
  const type = around.types.find((candidate) => candidate.type_id === around.type_id);
  if (!slot || !type) refuse(BOOKING_MESSAGES.notFree);
  return { slot, type };
}

/**
 * `availability/request-booking`: a visitor asks for one of the free slots of a provider who takes requests. It
 * lands as a client request (state 1, the client invited) through `create-request-appointment`'s own rules
 * (`insertClientRequest`: the calendar locked, the plan, the overlap guard, the provider's e-mail); the
 * provider approves or declines it on the dashboard, which e-mails the client.
 *
 * Who the client is: a signed-in client of the provider's practice is itself (no contact fields); otherwise
 * the typed address. A new address becomes a client account of the practice (no password: the e-mails lead to
 * choosing one), an address of a client already connected to this provider asks as that client. An address this
 * page may not book for (a client of the practice not connected to this provider, whose record a typed address
 * must not open to them; an account of another practice, a team member, a deleted account) is never touched: the
 * provider gets the "contact this provider" request of the dashboard's enrollment panel instead, naming the time
 * asked for.
 * Every outcome answers the same words, so the page tells nobody which addresses have accounts; a time that
 * cannot be booked, for whatever reason, is "no longer free". A filled honeypot (`website`) answers the same
 * success and keeps nothing.
 */
export async function requestBooking(
  deps: AppDeps,
  user: SessionUser | null,
  body: RouteBody<'availability/request-booking'>,
  now: Date,
): Promise<string> {
  const provider = await loadBookableProvider(deps.db, body.slug);
  if (body.website?.trim()) return BOOKING_MESSAGES.requested;
  const known = isPracticeClient(user, provider.practiceId) ? user : null;
  const typed = known
    ? null
    : {
        ...readNameAndEmail(body, REQUEST_CLIENT_MESSAGES),
        phone: readPhone(body.phone, BOOKING_MESSAGES.phone) ?? refuse(BOOKING_MESSAGES.phone),
      };
  const timeZone = body.time_zone?.trim() || provider.timeZone;
  if (!isTimeZone(timeZone)) refuse(BOOKING_MESSAGES.badTimeZone);
  const { slot, type } = await readChosenSlot(deps.db, provider, body, now);
  const request = {
    provider_id: provider.id,
    // The session is named by its type on the provider's calendar and dashboard ("Intake").
    title: type.name,
    start_time: slot.start_time,
    end_time: slot.end_time,
    online: !slot.in_person,
    type: type.name,
    notes: [body.notes?.trim() ?? '', slot.office ? `Office: ${slot.office}` : ''].filter(Boolean).join('\n'),
  };

  // Two requests with the same new address at once: the second's INSERT meets the first's account (the users
  // e-mail is unique) and is rolled back whole; tried again, it finds that account and books as that client.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await landRequest(deps, { provider, known, typed, timeZone, type, slot, request }, now);
      return BOOKING_MESSAGES.requested;
    } catch (error) {
      const isTakenAddress = (error as { name?: string }).name === 'SequelizeUniqueConstraintError';
      if (!isTakenAddress || attempt >= 2) throw error;
    }
  }
}

/** The request in one transaction: the client found or made in the practice, linked, and the request landed. */
async function landRequest(
  deps: AppDeps,
  input: {
    provider: BookableProvider;
    known: SessionUser | null;
    typed: { name: string; email: string; phone: string } | null;
    timeZone: string;
    type: { name: string };
    slot: { start_time: string; end_time: string };
    request: Parameters<typeof insertClientRequest>[4];
  },
  now: Date,
): Promise<void> {
  const { provider, known, typed, timeZone, type, slot, request } = input;
  await inTransaction(deps.db, async (tx) => {
    let client = known ? { id: known.id, name: known.name, timeZone: known.timeZone } : null;
    if (typed) {
      const existing = await findUserByEmail(tx, typed.email);
      if (!existing) {
        const id = newId(now);
        await createUser(tx, {
          id,
          practiceId: provider.practiceId,
          email: typed.email,
          passwordHash: null,
          name: typed.name,
          phone: typed.phone,
          timeZone,
          isProvider: false,
          isClient: true,
          teamRole: null,
          emailVerifiedAt: null,
          now,
        });
        client = { id, name: typed.name, timeZone };
      } else if (
        existing.practiceId === provider.practiceId &&
        existing.isClient &&
        !existing.isProvider &&
        existing.teamRole === null &&
        !existing.deletedAt &&
        (await findClientProviderLink(tx, { clientId: existing.id, providerId: provider.id }))
      ) {
        client = { id: existing.id, name: existing.name, timeZone: existing.timeZone };
      } else {
        await upsertClientRequest(tx, {
          id: newId(now),
          practiceId: provider.practiceId,
          providerId: provider.id,
          name: typed.name,
          email: typed.email,
          msg: `Asked for ${type.name} at ${slot.start_time} (UTC) from the booking page.`,
          isKnownClient: false,
          now,
        });
        return;
      }
    }
    await linkClientToProvider(tx, {
      clientId: client!.id,
      providerId: provider.id,
      practiceId: provider.practiceId,
      now,
    });
    try {
      await insertClientRequest(deps, tx, client!, provider, request, now);
    } catch (error) {
      // The overlap guard's own refusal names the session in the way; the plan's tell about the practice.
      if (error instanceof AppError && error.code === 'invalid') refuse(BOOKING_MESSAGES.notFree);
      throw error;
    }
  });
}
