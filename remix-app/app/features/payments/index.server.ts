/** What other features use of payments: the money lists' reading. */
export { toMoneyPage, type MoneyPage, type PaidAppointment } from './payments.server.ts';
