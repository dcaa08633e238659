import { loadNewestArticles } from '#app/features/articles/index.server.ts';
import { listDocuments } from '#app/features/documents/index.server.ts';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import { CLIENT_SCHEDULING_MESSAGES } from '@tele/contract/messages';
import {
  AcceptTermsIntent,
  acceptTerms,
  CLIENT_HOME,
  getAccount,
  requireClient,
  submitPasswordChange,
} from '#app/features/identity/index.server.ts';
import { getEnv } from '#app/utils/env.server.ts';
import { formChecksOf } from '#app/utils/form-checks.server.ts';
import { readPageParam } from '#app/utils/paging.ts';
import { getTimeZone, redirectToLoginWithoutSession } from '#app/utils/session.server.ts';
import { createToastHeaders, redirectWithToast } from '#app/utils/toast.server.ts';
import { addLocalDays, civilDateOf } from '#app/utils/zoned-time.ts';
import {
  answerSession,
  getClientHeader,
  getClientProfile,
  getClientProviders,
  getComingAppointments,
  getPastAppointments,
  getRequestableProviders,
  requestSession,
  saveClientAddress,
  saveClientProfile,
} from './client-home.server.ts';
import { DECLINE_PARAM, INVOICES_PAGE_PARAM, PAID_PAGE_PARAM, PAST_PAGE_PARAM } from './client-home-links.ts';
import { getInvoicesDue, getPaymentHistory } from './client-invoices.server.ts';
import { sortClientSessions, toPastSessions } from './client-sessions.ts';
import {
  AddressFormSchema,
  ClientProfileSchema,
  ProfileFormSchema,
  SessionDecisionSchema,
  SessionRequestSchema,
} from './form-schemas.ts';
import { DEFAULT_REQUEST_LENGTH } from './form-choices.ts';

/**
 * The client's pages on the server: guard (a client, else the team's dashboard), parse, call the client's
 * side of the API, answer. Times are written in the client's zone; a refusal shows the API's own message.
 */

/** Client pages show a person's health information: never stored in any cache. */
export const CLIENT_PAGE_HEADERS = { 'Cache-Control': 'no-store' };

/** The layout: who the client is and its practices, for the header. */
export async function loadClientLayout(request: Request) {
  const user = await requireClient(request);
  const found = await getClientHeader(request, user);
  // The legacy `results: null`: the account no longer exists, so the session ends.
  if (found.kind === 'missing') throw await redirectToLoginWithoutSession(request);
  return {
    header: found.header,
    hasTeamSide: user.isProvider,
    idle: { owner: user.id, minutes: getEnv().SESSION_IDLE_MINUTES },
  };
}

/**
 * /home: the sessions to answer, the coming ones, the requests, the providers, a page of past sessions and the
 * practice's three newest articles.
 */
export async function loadClientHome(request: Request) {
  const user = await requireClient(request);
  const url = new URL(request.url);
  const timeZone = await getTimeZone(request);
  const now = new Date();
  const pastPage = readPageParam(url.searchParams.get(PAST_PAGE_PARAM));
  const invoicesPage = readPageParam(url.searchParams.get(INVOICES_PAGE_PARAM));
  const paidPage = readPageParam(url.searchParams.get(PAID_PAGE_PARAM));
  const [account, coming, past, providers, invoices, payments, received, articles] = await Promise.all([
    getAccount(request),
    getComingAppointments(request, user),
    getPastAppointments(request, { user, page: pastPage }),
    getClientProviders(request, user),
    getInvoicesDue(request, { user, page: invoicesPage, timeZone }),
    getPaymentHistory(request, { user, page: paidPage, timeZone }),
    listDocuments(request, { direction: 'received', side: 'client' }),
    loadNewestArticles(request),
  ]);
  if (account.kind === 'missing') throw await redirectToLoginWithoutSession(request);
  const context = { now, timeZone };
  const lists = coming.isAvailable ? sortClientSessions(coming.value, context) : null;
  const declineId = url.searchParams.get(DECLINE_PARAM);
  const all = lists ? [...lists.invitation, ...lists.request, ...lists.upcoming] : [];
  return data(
    {
      firstName: user.name.trim().split(/\s+/)[0] ?? '',
      timeZone,
      sessions: lists,
      past: past.isAvailable
        ? { list: toPastSessions(past.value.list, context), page: past.value.page }
        : null,
      providers: providers.isAvailable ? providers.value : null,
      invoices,
      payments,
      documents: received.isAvailable ? received.list : null,
      articlesHtml: articles,
      declining: all.find((session) => session.id === declineId && session.canDecline) ?? null,
      needsTermsAcceptance: account.kind === 'account' && !account.account.hasAcceptedTerms,
      termsUrl: getEnv().TERMS_URL ?? null,
    },
    { headers: CLIENT_PAGE_HEADERS },
  );
}

/**
 * /home/documents: what the client's providers shared with it, what it shared with them, and the upload-and-share
 * panel whose recipients are its providers.
 */
export async function loadClientDocuments(request: Request) {
  const user = await requireClient(request);
  const [received, sent, providers] = await Promise.all([
    listDocuments(request, { direction: 'received', side: 'client' }),
    listDocuments(request, { direction: 'sent', side: 'client' }),
    getClientProviders(request, user),
  ]);
  return data(
    {
      received: received.isAvailable ? received.list : null,
      sent: sent.isAvailable ? sent.list : null,
      recipients: providers.isAvailable
        ? providers.value.map((provider) => ({ id: provider.id, name: provider.name }))
        : [],
    },
    { headers: CLIENT_PAGE_HEADERS },
  );
}

/** /home's forms: Accept Terms, Approve, and Decline (after its confirmation). */
export async function clientHomeAction(request: Request) {
  await requireClient(request);
  const formData = await request.formData();
  const returnUrl = homeUrlWithout(request, DECLINE_PARAM);
  if (formData.get('intent') === AcceptTermsIntent) {
    const outcome = await acceptTerms(request);
    if (!outcome.ok) return refusal(outcome.msg);
    return redirectWithToast(returnUrl, { type: 'success', description: outcome.msg });
  }
  const submission = parseWithZod(formData, { schema: SessionDecisionSchema });
  if (submission.status !== 'success') throw data({ message: 'This action is not supported.' }, 400);
  const outcome = await answerSession(request, submission.value);
  if (!outcome.ok) return refusal(outcome.msg);
  return redirectWithToast(returnUrl, { type: 'success', description: outcome.msg });
}

/** A refusal: the API's message as a toast and in the page (status 400, nothing changed). */
async function refusal(msg: string) {
  return data(
    { msg },
    { status: 400, headers: await createToastHeaders({ type: 'error', description: msg }) },
  );
}

/** The home's own URL with its list pages, without a parameter (the open confirmation). */
function homeUrlWithout(request: Request, param: string): string {
  const url = new URL(request.url);
  url.searchParams.delete(param);
  const search = url.searchParams.toString();
  return `${CLIENT_HOME}${search ? `?${search}` : ''}`;
}

/**
 * /home/request: the providers who take requests, and the form's first values (tomorrow at 10:00 in the
 * client's zone; today is the earliest day it offers).
 */
export async function loadSessionRequest(request: Request) {
  const user = await requireClient(request);
  const timeZone = await getTimeZone(request);
  const providers = await getRequestableProviders(request, user);
  const now = new Date();
  return data(
    {
      providers: providers.isAvailable ? providers.value : null,
      timeZone,
      today: civilDateOf(now, timeZone),
      defaults: {
        date: civilDateOf(addLocalDays(now, 1, timeZone), timeZone),
        time: '10:00',
        minutes: DEFAULT_REQUEST_LENGTH,
        online: true,
      },
      checks: formChecksOf(SessionRequestSchema),
    },
    { headers: CLIENT_PAGE_HEADERS },
  );
}

/** Sends the request; on success the client goes home, where the request waits for the provider. */
export async function sessionRequestAction(request: Request) {
  const user = await requireClient(request);
  const submission = parseWithZod(await request.formData(), { schema: SessionRequestSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const [timeZone, providers] = await Promise.all([
    getTimeZone(request),
    getRequestableProviders(request, user),
  ]);
  // Only a provider who takes requests (the form's choices) is asked; the API checks it again.
  const provider = providers.isAvailable
    ? providers.value.find((candidate) => candidate.id === submission.value.providerId)
    : undefined;
  if (!provider) {
    return data(
      { result: submission.reply({ fieldErrors: { providerId: [CLIENT_SCHEDULING_MESSAGES.noProvider] } }) },
      { status: 400 },
    );
  }
  const outcome = await requestSession(request, { values: submission.value, user, provider, timeZone });
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.msg] }) },
      { status: 400, headers: await createToastHeaders({ type: 'error', description: outcome.msg }) },
    );
  }
  return redirectWithToast(CLIENT_HOME, { type: 'success', description: outcome.msg });
}

/** /home/profile: the client's user info and address. */
export async function loadClientProfile(request: Request) {
  const user = await requireClient(request);
  const profile = await getClientProfile(request, { user, now: new Date() });
  if (!profile) throw data({ message: 'Your profile could not be loaded. Please try again.' }, 503);
  const checks = { info: formChecksOf(ProfileFormSchema), address: formChecksOf(AddressFormSchema) };
  return data({ profile, checks }, { headers: CLIENT_PAGE_HEADERS });
}

/** User info or address, by the button pressed; the page stays, with the API's message. */
export async function clientProfileAction(request: Request) {
  const user = await requireClient(request);
  const submission = parseWithZod(await request.formData(), { schema: ClientProfileSchema });
  if (submission.status !== 'success') {
    return data({ intent: readIntent(submission.payload), result: submission.reply() }, { status: 400 });
  }
  const { value } = submission;
  const outcome =
    value.intent === 'profile'
      ? await saveClientProfile(request, { values: value, user, now: new Date() })
      : await saveClientAddress(request, { values: value, user });
  if (!outcome.ok) {
    return data(
      { intent: value.intent, result: submission.reply({ formErrors: [outcome.msg] }) },
      { status: 400, headers: await createToastHeaders({ type: 'error', description: outcome.msg }) },
    );
  }
  return redirectWithToast(`${CLIENT_HOME}/profile`, { type: 'success', description: outcome.msg });
}

function readIntent(payload: Record<string, unknown>): 'profile' | 'address' {
  return payload.intent === 'address' ? 'address' : 'profile';
}

/** /home/password: the client changes its password with the current one (reset-password, flag 'profile'). */
export async function clientPasswordAction(request: Request) {
  await requireClient(request);
  return submitPasswordChange(request, { returnTo: `${CLIENT_HOME}/password` });
}
