import { PRACTICE_EXPORT_FILENAME } from '@tele/contract/constants';
import { requireUser } from '#app/features/identity/index.server.ts';
import { openApiFile } from '#app/services/api.server.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';

export const PRACTICE_SETTINGS_PATH = '/settings-practice';

/** The headers of the API's file worth passing on; nothing else of its answer goes through. */
const PASSED_ON = ['content-type', 'content-length', 'x-content-type-options'];

/**
 * Export the practice (Settings > Practice, ADR 0048): the API writes the owner's zip as it reads the practice's
 * data, and it streams through to the browser as an attachment. A refusal (not an owner, a minute not yet
 * passed, the API away) goes back to the screen with the API's message as a toast.
 */
export async function downloadPracticeExport(request: Request): Promise<Response> {
  await requireUser(request);
  const answer = await openApiFile(request, 'users/export-practice', {});
  if (!answer.ok) {
    const refusal = (await answer.json().catch(() => null)) as { msg?: unknown } | null;
    const description =
      typeof refusal?.msg === 'string' ? refusal.msg : 'The practice could not be exported right now.';
    return redirectWithToast(PRACTICE_SETTINGS_PATH, { type: 'error', description });
  }
  const headers = new Headers({
    'content-disposition': `attachment; filename="${PRACTICE_EXPORT_FILENAME}"`,
    'cache-control': 'no-store',
  });
  for (const name of PASSED_ON) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
