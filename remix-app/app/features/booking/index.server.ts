/**
 * What other features may use of the booking page on the server (lint: features import each other only through
 * their index).
 */
export { loadBookingPage, submitBooking } from './booking.server.ts';
