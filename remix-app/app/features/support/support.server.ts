import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import { callPublicApi } from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import { getRoleLabel } from '#app/utils/account-display.ts';
import { getEnv } from '#app/utils/env.server.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import { ContactSupportSchema, type ContactSupport } from '#app/features/support/form-schemas.ts';

export const SUPPORT_PATH = '/support';

/**
 * Sends a request to the product's support team (send-contact; the API e-mails its support address, never an
 * address typed here). The route is rate limited per browser, so the browser's request goes with it.
 */
export async function contactSupport(request: Request, values: ContactSupport): Promise<Outcome> {
  return toOutcome(
    await callPublicApi(request, 'users/send-contact', {
      select_item: values.topic,
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email,
      ...(values.phone ? { phone_number: values.phone } : {}),
      job_title: values.jobTitle,
      company_name: values.companyName,
      msg: values.message,
    }),
  );
}

/** The support page: the contact form filled in from the account, and the help centre when there is one. */
export async function loadSupportPage(request: Request) {
  const user = await requireUser(request);
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  return {
    helpCenterUrl: getEnv().HELP_CENTER_URL ?? null,
    defaults: {
      firstName,
      lastName: rest.join(' '),
      email: user.email,
      jobTitle: getRoleLabel(user.invitedRole),
      companyName: user.practiceName,
    },
  };
}

export async function submitSupport(request: Request) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: ContactSupportSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const outcome = await contactSupport(request, submission.value);
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.msg] }) },
      { status: outcome.status === 429 ? 429 : 400 },
    );
  }
  return redirectWithToast(SUPPORT_PATH, { type: 'success', description: outcome.msg });
}
