import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { TeamPage } from '#app/features/team/team-page.tsx';
import { loadTeamPage, submitTeam } from '#app/features/team/team-page.server.ts';
import { pageTitle } from '#app/utils/public-env.ts';

/** Account Users: the practice's team, adding a colleague with a role, a member's profile, deleting one. */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Account Users', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadTeamPage(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitTeam(request);
}

export default function ProviderManagementRoute() {
  return <TeamPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
