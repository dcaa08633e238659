/**
 * The Accept Terms dialog's intent (the dashboard's and the client home's actions read it), in a module of its
 * own so a page with the dialog does not load the identity forms' schemas (and zod) for one word.
 */
export const AcceptTermsIntent = 'accept-terms';
