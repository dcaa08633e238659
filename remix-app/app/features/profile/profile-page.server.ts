import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { requireUser } from '#app/features/identity/index.server.ts';
import { getTimeZone, updateSessionUser } from '#app/utils/session.server.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';
import { stripeBrowserSettings } from '#app/utils/env.server.ts';
import { getSubscription } from '#app/features/practice/index.server.ts';
import {
  AboutSchema,
  AddressSchema,
  PictureSchema,
  UserInfoSchema,
  type ProfileIntent,
} from '#app/features/profile/form-schemas.ts';
import {
  getProfile,
  saveAbout,
  saveAddress,
  savePicture,
  saveUserInfo,
} from '#app/features/profile/profile.server.ts';

export const PROFILE_PATH = '/settings-profile';

/** The signed-in person's own profile (/settings-profile). */
export async function loadProfilePage(request: Request) {
  const user = await requireUser(request);
  const timeZone = await getTimeZone(request);
  const isOwner = user.invitedRole === null || user.invitedRole === 'owner';
  const stripe = isOwner ? stripeBrowserSettings() : null;
  const [read, hasCard] = await Promise.all([
    getProfile(request, { id: user.id, timeZone, now: new Date() }),
    stripe ? hasCardOnFile(request) : false,
  ]);
  if (!read.ok)
    return data({ ok: false as const, msg: read.msg }, { status: read.status >= 500 ? 503 : 400 });
  // The billing block (card and address) is the owners'; the others keep the address block.
  return { ok: true as const, profile: read.profile, billing: stripe ? { ...stripe, hasCard } : null };
}

/** Whether the practice has a card on file (the subscription says so; none yet: no card). */
async function hasCardOnFile(request: Request): Promise<boolean> {
  return (await getSubscription(request))?.hasPaymentMethod === true;
}

/** What a refused block shows: which block it was, and conform's reply (with the API's message). */
export type ProfileActionData = {
  intent: ProfileIntent;
  result: SubmissionResult<string[]>;
  /** The picture's kind, for the picture forms. */
  kind?: string;
};

const SCHEMAS = {
  'user-info': UserInfoSchema,
  address: AddressSchema,
  about: AboutSchema,
  picture: PictureSchema,
} as const;

function isIntent(value: FormDataEntryValue | null): value is ProfileIntent {
  return typeof value === 'string' && value in SCHEMAS;
}

/**
 * Saves one block of the own profile (its `intent`): the block's schema, one API call, then back to the page
 * with the spec's notice 'The personal information updated successfully.' A refusal stays on the block.
 */
export async function submitProfile(request: Request) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (!isIntent(intent)) throw data({ msg: 'This action is not supported.' }, { status: 400 });
  const refuse = (result: SubmissionResult<string[]>, status = 400) =>
    data<ProfileActionData>(
      { intent, result, kind: String(formData.get('kind') ?? '') },
      { status: status === 429 ? 429 : 400 },
    );
  const timeZone = await getTimeZone(request);
  const now = new Date();

  let outcome;
  let reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]>;
  // What the menu shows of the person (name, photo) follows a saved change at once.
  let remembered = user;
  switch (intent) {
    case 'user-info': {
      const submission = parseWithZod(formData, { schema: UserInfoSchema });
      if (submission.status !== 'success') return refuse(submission.reply());
      reply = submission.reply;
      outcome = await saveUserInfo(request, { id: user.id, values: submission.value, timeZone, now });
      remembered = { ...user, name: submission.value.name, email: submission.value.email };
      break;
    }
    case 'address': {
      const submission = parseWithZod(formData, { schema: AddressSchema });
      if (submission.status !== 'success') return refuse(submission.reply());
      reply = submission.reply;
      outcome = await saveAddress(request, { id: user.id, values: submission.value });
      break;
    }
    case 'about': {
      const submission = parseWithZod(formData, { schema: AboutSchema });
      if (submission.status !== 'success') return refuse(submission.reply());
      reply = submission.reply;
      outcome = await saveAbout(request, { id: user.id, values: submission.value });
      break;
    }
    case 'picture': {
      const submission = parseWithZod(formData, { schema: PictureSchema });
      if (submission.status !== 'success') return refuse(submission.reply());
      reply = submission.reply;
      const file = formData.get('picture');
      outcome = await savePicture(request, {
        id: user.id,
        kind: submission.value.kind,
        file: file instanceof File && file.size > 0 ? file : null,
      });
      if (outcome.ok && submission.value.kind === 'photo')
        remembered = { ...user, photo: outcome.displayPath };
      break;
    }
    default: {
      const unknown: never = intent;
      throw new Error(`unhandled profile intent ${String(unknown)}`);
    }
  }
  if (!outcome.ok) return refuse(reply({ formErrors: [outcome.msg] }), outcome.status);
  const headers =
    remembered === user ? undefined : { 'Set-Cookie': await updateSessionUser(request, remembered) };
  return redirectWithToast(PROFILE_PATH, { type: 'success', description: outcome.msg }, { headers });
}
