import { data } from '@remix-run/node';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import type { ShouldRevalidateFunction } from '@remix-run/react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { PageErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { Toaster } from '#app/ui/toast.tsx';
import tokensHref from '#app/styles/tokens.css?url';
import baseStylesHref from '#app/styles/base.css?url';
import { getPublicEnv } from '#app/utils/env.server.ts';
import { useNonce } from '#app/utils/nonce-provider.ts';
import { getToast } from '#app/utils/toast.server.ts';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: tokensHref },
  { rel: 'stylesheet', href: baseStylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: MetaFunction<typeof loader> = ({ data: rootData }) => [
  { title: rootData?.env.PRODUCT_NAME ?? 'TeleTherapist' },
  {
    name: 'description',
    content: 'Practice management for therapists: scheduling, video sessions, clients, billing.',
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { toast, headers } = await getToast(request);
  return data({ env: getPublicEnv(), toast }, headers ? { headers } : undefined);
}

export type RootLoader = typeof loader;

// Actions may leave a toast (an error toast comes with a 4xx answer, after which Remix would not revalidate by
// default); re-reading the root after every submission shows it right away. The root loader only reads cookies.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? true : defaultShouldRevalidate;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const rootData = useRouteLoaderData<RootLoader>('root');
  return (
    <>
      <Outlet />
      <Toaster toast={rootData?.toast ?? null} />
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary };
