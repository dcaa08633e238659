import type { RouteSpec } from '#api/http/define-route.js';
import { appointmentsRoutes } from './appointments.js';
import { articlesRoutes } from './articles.js';
import { availabilityRoutes } from './availability.js';
import { auditRoutes } from './audit.js';
import { chatbotRoutes } from './chatbot.js';
import { documentsRoutes } from './documents.js';
import { helpRoutes } from './help.js';
import { invoicesRoutes } from './invoices.js';
import { messagesRoutes } from './messages.js';
import { officesRoutes } from './offices.js';
import { paymentRoutes } from './payment.js';
import { peopleRoutes } from './people.js';
import { practiceExportRoutes } from './practice-export.js';
import { reportsRoutes } from './reports.js';
import { usersRoutes } from './users.js';

/** Every legacy route the API serves. The route-walking test iterates this list. */
export const allRoutes: RouteSpec[] = [
  ...usersRoutes,
  ...peopleRoutes,
  ...appointmentsRoutes,
  ...articlesRoutes,
  ...helpRoutes,
  ...documentsRoutes,
  ...invoicesRoutes,
  ...paymentRoutes,
  ...reportsRoutes,
  ...messagesRoutes,
  ...chatbotRoutes,
  ...practiceExportRoutes,
  ...availabilityRoutes,
  ...officesRoutes,
  ...auditRoutes,
];
