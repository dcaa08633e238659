import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { VerificationResult } from '#app/components/verification-result.tsx';
import type { VerificationOutcome } from '#app/components/verification-result.tsx';
import { verifyRegistration } from '#app/services/identity.server.ts';
import { pageTitle } from '#app/utils/public-env.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Email verification', matches) }];

// The link's token is verified once, on the server, when the page is opened (not on every render).
export async function loader({ params }: LoaderFunctionArgs) {
  const result = await verifyRegistration(params.id ?? '');
  const outcome: VerificationOutcome = result.ok
    ? { status: 'verified', email: result.email }
    : { status: 'failed', message: result.msg };
  return { outcome };
}

export default function SuccessVerificationRoute() {
  const { outcome } = useLoaderData<typeof loader>();
  return <VerificationResult outcome={outcome} />;
}

// Verification is a one-time step: never re-run it because something else on the page changed.
export const shouldRevalidate = () => false;
