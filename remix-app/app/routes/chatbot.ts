import type { ActionFunctionArgs } from '@remix-run/node';
import { askChatbot } from '#app/features/chatbot/index.server.ts';
import { AskSchema } from '#app/features/chatbot/form-schemas.ts';
import { requireSignedIn } from '#app/features/identity/index.server.ts';

/** The widget's free question: anyone signed in (team or client) asks learn-chatbot; answers `ChatbotAnswer`. */
export async function action({ request }: ActionFunctionArgs) {
  await requireSignedIn(request);
  const parsed = AskSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return Response.json({ ok: false, msg: parsed.error.issues[0]?.message ?? '' }, { status: 400 });
  const answer = await askChatbot(request, parsed.data.message);
  return Response.json(answer, { status: answer.ok ? 200 : 400 });
}
