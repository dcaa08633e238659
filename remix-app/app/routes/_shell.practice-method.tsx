import { redirect } from '@remix-run/node';

/** The original mobile menu linked the payment tab here: it is the Payment Method page. */
export function loader() {
  return redirect('/practice-payment');
}
