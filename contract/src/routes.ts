import type { AnswerOf, BodyOf, RouteContract } from './route.js';
import { AppointmentsRoutes } from './appointments.js';
import { AvailabilityRoutes } from './availability.js';
import { ArticlesRoutes } from './articles.js';
import { AuditRoutes } from './audit.js';
import { ChatbotRoutes } from './chatbot.js';
import { DocumentsRoutes } from './documents.js';
import { HelpRoutes } from './help.js';
import { InvoiceRoutes, PayoutRoutes } from './invoices.js';
import { OfficesRoutes } from './offices.js';
import { PaymentRoutes } from './payment.js';
import { ReportsRoutes } from './reports.js';
import { MessageRoutes } from './threads.js';
import { UsersRoutes } from './users.js';

export type { RouteContract } from './route.js';

/**
 * Every route of the wire contract, one entry each under `<group>/<name>`: legacy-api's `defineRoute` takes its
 * body, answer and field messages from here, the web app's API client types its calls and reads its answers by
 * it, and services type their input from it. A new route is one entry in its group's file.
 */
export const ROUTES = {
  ...UsersRoutes,
  ...AuditRoutes,
  ...AppointmentsRoutes,
  ...ArticlesRoutes,
  ...DocumentsRoutes,
  ...InvoiceRoutes,
  ...PayoutRoutes,
  ...PaymentRoutes,
  ...ReportsRoutes,
  ...MessageRoutes,
  ...HelpRoutes,
  ...ChatbotRoutes,
  ...AvailabilityRoutes,
  ...OfficesRoutes,
} as const;

export type Routes = typeof ROUTES;
export type RouteName = keyof Routes;
/** A route's request body as its schema declares it (legacy-api adds `auth_id`). */
export type RouteBody<N extends RouteName> = BodyOf<Routes[N]>;
/** A route's answer (status 200) as its schema declares it. */
export type RouteAnswer<N extends RouteName> = AnswerOf<Routes[N]>;
/** A route's `results`, when its answer has them. */
export type RouteResults<N extends RouteName> = RouteAnswer<N> extends { results?: infer R } ? R : never;

/** The contract of one route by name. */
export function routeContract<N extends RouteName>(name: N): Routes[N] & RouteContract {
  return ROUTES[name];
}
