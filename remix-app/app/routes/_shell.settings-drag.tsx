import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { TilesList } from '#app/features/dashboard/tiles-list.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { getDashboardTiles, updateDashboardTiles } from '#app/features/dashboard/dashboard.server.ts';
import { requireUser } from '#app/features/identity/auth.server.ts';
import { DashboardLayoutSchema } from '#app/features/dashboard/form-schemas.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { createToastHeaders, redirectWithToast } from '#app/utils/toast.server.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Drag and Drop', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const tiles = await getDashboardTiles(request);
  return { tiles: tiles.map((tile) => ({ id: tile.legacyTitle, title: tile.title, color: tile.color })) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: DashboardLayoutSchema });
  if (submission.status !== 'success') {
    const message = 'The dashboard layout could not be read. Please reload the page and try again.';
    return data({ message }, { status: 400 });
  }
  const outcome = await updateDashboardTiles(request, submission.value);
  if (!outcome.ok) {
    return data(
      { message: outcome.msg },
      { status: 400, headers: await createToastHeaders({ type: 'error', description: outcome.msg }) },
    );
  }
  return redirectWithToast('/settings-drag', { type: 'success', description: outcome.msg });
}

export default function SettingsDragRoute() {
  const { tiles } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isSubmitting = useIsSubmitting();
  // Remount the list when the saved order changes, so it starts from what the server now has.
  const orderKey = tiles.map((tile) => tile.id).join('|');

  return (
    <div className={pageClass}>
      <PageHeader
        title="Drag and Drop"
        description="Choose the order of the seven panels on your dashboard, then press Update."
      />
      <Card as="section" variant="settings" aria-labelledby="dashboard-layout-title">
        <h2 className={cardClasses.title} id="dashboard-layout-title">
          Dashboard layout
        </h2>
        <Form method="post" className={formClasses.stack}>
          {actionData?.message ? <Alert tone="error">{actionData.message}</Alert> : null}
          <TilesList key={orderKey} tiles={tiles} name="tiles" />
          <div className={formClasses.actionsStart}>
            <Button type="submit" isLoading={isSubmitting}>
              Update
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
