import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { lazy, Suspense } from 'react';
import { useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { ClientHomeSections } from '#app/features/client-home/client-home-sections.tsx';
import { DECLINE_PARAM, hrefWithParam } from '#app/features/client-home/client-home-links.ts';
import { clientHomeAction, loadClientHome } from '#app/features/client-home/client-pages.server.ts';
import { ChatbotButton } from '#app/features/chatbot/index.ts';
import { AcceptTermsIntent } from '#app/features/identity/index.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { pageTitle, usePublicEnv } from '#app/utils/public-env.ts';

/*
 * The two dialogs /home opens only now and then (the terms on a first sign-in, a decline to confirm) are fetched
 * when they open: the client pages have a 100 KB budget (ADR 0032), and the chatbot's lazy dialog already pays
 * for Vite's loader of such modules. The server renders them in place as ever.
 */
const DeclineConfirm = lazy(() =>
  import('#app/features/client-home/decline-confirm.tsx').then((m) => ({ default: m.DeclineConfirm })),
);
const AcceptTermsModal = lazy(() =>
  import('#app/features/identity/accept-terms-modal.tsx').then((m) => ({ default: m.AcceptTermsModal })),
);

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('My sessions', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadClientHome(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return clientHomeAction(request);
}

/** /home: the client's sessions (to answer, coming, asked for, past) and its providers. */
export default function ClientHomeRoute() {
  const home = useLoaderData<typeof loader>();
  const { PRODUCT_NAME } = usePublicEnv();
  const location = useLocation();
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' ? navigation.formData : undefined;
  const sendingIntent = sending?.get('intent');
  const sendingId = typeof sending?.get('id') === 'string' ? String(sending.get('id')) : null;
  return (
    <div className={pageClass}>
      <PageHeader
        title={home.firstName ? `Hello, ${home.firstName}` : 'Hello'}
        description="Your sessions and your providers, in one place."
        actions={
          <ButtonLink to="/home/request" icon={<Icon name="plus" size={18} />}>
            Request a session
          </ButtonLink>
        }
      />
      <ClientHomeSections
        sessions={home.sessions}
        past={home.past}
        providers={home.providers}
        invoices={home.invoices}
        payments={home.payments}
        documents={home.documents}
        articlesHtml={home.articlesHtml}
        approvingId={sendingIntent === 'approve' ? sendingId : null}
      />
      {home.declining && !home.needsTermsAcceptance ? (
        <Suspense>
          <DeclineConfirm
            session={home.declining}
            cancelHref={hrefWithParam(location, DECLINE_PARAM, null)}
            isSubmitting={sendingIntent === 'decline'}
          />
        </Suspense>
      ) : null}
      {home.needsTermsAcceptance ? (
        <Suspense>
          <AcceptTermsModal
            isOpen
            productName={PRODUCT_NAME}
            termsUrl={home.termsUrl}
            isSubmitting={sendingIntent === AcceptTermsIntent}
            isForPractice={false}
          />
        </Suspense>
      ) : null}
      {/* The help chatbot is the client home's (spec part 2: Chatbot; issue 28), not every client page's. */}
      <ChatbotButton productName={PRODUCT_NAME} audience="client" name={home.firstName ?? ''} />
    </div>
  );
}
