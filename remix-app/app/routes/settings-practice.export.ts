import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import {
  downloadPracticeExport,
  PRACTICE_SETTINGS_PATH,
} from '#app/features/practice/practice-export.server.ts';

/** Export the practice (POST from Settings > Practice): the owner's zip as a download (ADR 0048). */
export async function action({ request }: ActionFunctionArgs) {
  return downloadPracticeExport(request);
}

/** Nothing to show at this address: the export is the button's. */
export function loader() {
  return redirect(PRACTICE_SETTINGS_PATH);
}
