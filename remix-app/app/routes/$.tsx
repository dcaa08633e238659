import { redirect } from '@remix-run/node';

// The spec: unknown paths redirect to /dashboard.
export function loader() {
  return redirect('/dashboard');
}

export function action() {
  return redirect('/dashboard');
}
