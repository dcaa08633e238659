import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ProfilePage } from '#app/features/profile/profile-page.tsx';
import { loadProfilePage, submitProfile } from '#app/features/profile/profile-page.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

/** Settings > Profile: the own photo and background, user info, address and My Info (spec part 2: Profile). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Profile', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadProfilePage(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitProfile(request);
}

export default function SettingsProfileRoute() {
  return <ProfilePage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
