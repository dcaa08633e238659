import { redirect } from '@remix-run/node';

// The product opens on the dashboard (which sends anonymous visitors on to /login).
export function loader() {
  return redirect('/dashboard');
}
