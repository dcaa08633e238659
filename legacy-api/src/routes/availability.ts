import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import {
  getAvailability,
  getFreeSlots,
  getPublicSlots,
  setAvailability,
} from '#api/services/availability/availability.js';
import { getBookingLink, getBookingPage, requestBooking } from '#api/services/availability/booking.js';

/**
 * Availability and free slots (issue 30, ADR 0051): a provider's bookable hours, kept by the provider (or the
 * practice's owners and administrators), and the free slots they leave, for the provider's own clients and,
 * when the provider takes requests, for the public booking page.
 */
export const availabilityRoutes: RouteSpec[] = [
  defineRoute({
    route: 'availability/get-availability',
    access: { team: 'provider' },
    handler: ({ body, deps, user }) => getAvailability(deps.db, user, body),
  }),
  defineRoute({
    route: 'availability/set-availability',
    access: { team: 'provider' },
    handler: async ({ body, deps, user, now }) => ({ msg: await setAvailability(deps, user, body, now) }),
  }),
  defineRoute({
    route: 'availability/get-free-slots',
    access: 'signed-in',
    handler: ({ body, deps, user, now }) => getFreeSlots(deps.db, user, body, now),
  }),
  defineRoute({
    route: 'availability/get-public-slots',
    access: 'public',
    handler: ({ body, deps, now }) => getPublicSlots(deps.db, body, now),
  }),
  // Booking by link (ADR 0054): the provider's link, the page's head, and a visitor's request.
  defineRoute({
    route: 'availability/get-booking-link',
    access: { team: 'provider' },
    handler: ({ body, deps, user, now }) => getBookingLink(deps.db, user, body, now),
  }),
  defineRoute({
    route: 'availability/get-booking-page',
    access: 'public',
    handler: ({ body, deps, user, now }) => getBookingPage(deps.db, user, body, now),
  }),
  defineRoute({
    route: 'availability/request-booking',
    access: 'public',
    handler: async ({ body, deps, user, now }) => ({ msg: await requestBooking(deps, user, body, now) }),
  }),
];
