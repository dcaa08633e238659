import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { SchedulingSettingsForm } from '#app/features/settings/scheduling-settings-form.tsx';
import { getScheduling, saveScheduling } from '#app/features/settings/practice-settings.server.ts';
import { requireUser } from '#app/features/identity/auth.server.ts';
import { SchedulingSettingsSchema } from '#app/features/settings/form-schemas.ts';
import { pageTitle } from '#app/utils/public-env.ts';

/** /practice-scheduling: appointment requests and reminders, saved on each change (spec part 2). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Scheduling', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const scheduling = await getScheduling(request);
  if (!scheduling.ok) throw data({ message: scheduling.msg }, { status: 503 });
  return { settings: scheduling.settings };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: SchedulingSettingsSchema });
  if (submission.status !== 'success')
    return data({ ok: false, msg: 'Please choose 24, 48 or 72 hours.' }, 400);
  const saved = await saveScheduling(request, submission.value);
  return saved.ok ? { ok: true, msg: saved.msg } : data({ ok: false, msg: saved.msg }, 400);
}

export default function PracticeSchedulingRoute() {
  const { settings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className={pageClass}>
      <PageHeader title="Scheduling" description="How clients book with you and when they are reminded." />
      <SchedulingSettingsForm initial={settings} lastAnswer={actionData ?? null} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
