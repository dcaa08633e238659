import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import type { ShouldRevalidateFunction } from '@remix-run/react';
import { useActionData, useLoaderData } from '@remix-run/react';
import { PageErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { WaitingRoomPicker } from '#app/features/session-day/waiting-room-picker.tsx';
import { getWaitingRoom, saveWaitingRoom } from '#app/features/settings/practice-settings.server.ts';
import { requireUser } from '#app/features/identity/auth.server.ts';
import { WaitingRoomSchema } from '#app/features/settings/form-schemas.ts';
import { pageTitle, usePublicEnv } from '#app/utils/public-env.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

/**
 * /settings-waiting: the waiting room's picture and music (outside the main shell, as the client sees it).
 * Save stores them and goes to the dashboard; Cancel goes to the practice settings (spec part 2).
 */

const CANCEL_HREF = '/settings-practice';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Waiting Room', matches) }];
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { saved: await getWaitingRoom(request), providerName: user.name };
}

// The arrows only change the search parameters: the saved choice does not need reading again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod === undefined && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: WaitingRoomSchema });
  if (submission.status !== 'success') {
    return data({ msg: 'Please choose a picture and a music track from 1 to 5.' }, 400);
  }
  const saved = await saveWaitingRoom(request, submission.value);
  if (!saved.ok) return data({ msg: saved.msg }, 400);
  return redirectWithToast('/dashboard', { type: 'success', description: saved.msg });
}

export default function SettingsWaitingRoute() {
  const { saved, providerName } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { PRODUCT_NAME } = usePublicEnv();
  return (
    <WaitingRoomPicker
      productName={PRODUCT_NAME}
      providerName={providerName}
      saved={saved}
      cancelHref={CANCEL_HREF}
      isSaving={useIsSubmitting()}
      error={actionData?.msg ?? null}
    />
  );
}

export { PageErrorBoundary as ErrorBoundary };
