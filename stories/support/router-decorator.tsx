import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';

/**
 * Remix's <Form>, <Link> and <NavLink> need a data router. Stories get an in-memory one: the story renders at
 * `parameters.route.path` (default '/'), and any form post is accepted and recorded on `window.__submissions`,
 * so play functions can assert what a form would send without a server.
 */
export type RecordedSubmission = {
  action: string;
  method: string;
  /** The last value of each field. */
  fields: Record<string, string>;
  /** Every value in order, for fields that repeat (e.g. the clients of an appointment). */
  entries: Array<[string, string]>;
};

declare global {
  interface Window {
    __submissions?: RecordedSubmission[];
  }
}

export const withRouter: Decorator = (Story, context) => {
  const path = (context.parameters.route as { path?: string } | undefined)?.path ?? '/';
  window.__submissions = [];
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <Story />,
        action: async ({ request }) => {
          const form = await request.formData();
          const entries = Array.from(form.entries()).map(([key, value]): [string, string] => [
            key,
            typeof value === 'string' ? value : value.name,
          ]);
          window.__submissions?.push({
            action: new URL(request.url).pathname,
            method: request.method,
            fields: Object.fromEntries(entries),
            entries,
          });
          return null;
        },
      },
    ],
    { initialEntries: [path], future: { v7_relativeSplatPath: true } },
  );
  return <RouterProvider router={router} future={{ v7_startTransition: true }} />;
};
