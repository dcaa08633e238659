import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { clientProfileAction, loadClientProfile } from '#app/features/client-home/client-pages.server.ts';
import { ClientAddressForm, ClientInfoForm } from '#app/features/client-home/client-profile-forms.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { pageTitle } from '#app/utils/public-env.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('My profile', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadClientProfile(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return clientProfileAction(request);
}

/** /home/profile: the client's own user info and address. */
export default function ClientProfileRoute() {
  const { profile, checks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const sendingIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : undefined;
  return (
    <div className={pageClass}>
      <PageHeader title="My profile" description="How your practice knows and reaches you." />
      <ClientInfoForm
        profile={profile}
        checks={checks.info}
        lastResult={actionData?.intent === 'profile' ? actionData.result : null}
        isSubmitting={sendingIntent === 'profile'}
      />
      <ClientAddressForm
        profile={profile}
        checks={checks.address}
        lastResult={actionData?.intent === 'address' ? actionData.result : null}
        isSubmitting={sendingIntent === 'address'}
      />
    </div>
  );
}
