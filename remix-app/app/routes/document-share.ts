import type { ActionFunctionArgs } from '@remix-run/node';
import { shareDocument } from '#app/features/documents/documents.server.ts';
import { ShareDocumentSchema } from '#app/features/documents/form-schemas.ts';
import { requireSignedIn } from '#app/features/identity/index.server.ts';

/** "Share with" of a pending upload: answers `{ok, msg}` (the spec's message either way); the uploader redirects. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSignedIn(request);
  const parsed = ShareDocumentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return Response.json({ ok: false, msg: parsed.error.issues[0]?.message ?? '' }, { status: 400 });
  const { path, filename, recipient_id: recipientId, role } = parsed.data;
  const shared = await shareDocument(request, user, { path, filename, recipientId, role });
  return Response.json(shared, { status: shared.ok ? 200 : 400 });
}
