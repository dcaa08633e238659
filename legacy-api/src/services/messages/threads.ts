import { AppError, refuse } from '#api/errors/app-error.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { assertPlanFeature, planAllowance } from '#api/services/appointments/plan-limits.js';
import { MESSAGE_MESSAGES, PLAN_GATE_MESSAGES } from '@tele/contract/messages';
import type { Db } from '@tele/data/db';
import { findPracticeBilling } from '@tele/data/repositories/practice-billing';
import { findConnection, findExistingThread, type ThreadPair } from '@tele/data/repositories/messages';

/*
 * Who may talk to whom (ADR 0040): a thread belongs to its two people, a provider and a client connected to
 * it. Nobody else reads it: not the practice's owners, not its office staff. Writing needs the connection now;
 * reading needs the connection or a thread the two already have (a client taken off a list keeps its history).
 */

/** The caller's partner named by a body that names the caller and one other person (in either field). */
export function partnerOf(caller: SessionUser, ids: Array<string | undefined>): string {
  const named = ids.filter((id): id is string => Boolean(id));
  const others = named.filter((id) => id !== caller.id);
  // Two people of whom neither is the caller: someone else's conversation.
  if (others.length > 1) throw new AppError('forbidden', MESSAGE_MESSAGES.notYourThread);
  if (others.length !== 1) refuse(MESSAGE_MESSAGES.choosePerson);
  return others[0]!;
}

/** The thread a caller writes in: its connection with the partner, or 403. */
export async function threadToWrite(db: Db, caller: SessionUser, partnerId: string): Promise<ThreadPair> {
  const pair = await findConnection(db, caller.id, partnerId);
  if (!pair) throw new AppError('forbidden', MESSAGE_MESSAGES.notConnected);
  return pair;
}

/** The thread a caller reads: its connection with the partner, or the history they already have, or 403. */
export async function threadToRead(db: Db, caller: SessionUser, partnerId: string): Promise<ThreadPair> {
  const pair =
    (await findConnection(db, caller.id, partnerId)) ?? (await findExistingThread(db, caller.id, partnerId));
  if (!pair) throw new AppError('forbidden', MESSAGE_MESSAGES.notYourThread);
  return pair;
}

/** The other person of a thread, seen from one of its two. */
export const otherOf = (pair: ThreadPair, personId: string) =>
  pair.providerId === personId ? pair.clientId : pair.providerId;

/**
 * Secure messaging is an ULTIMATE feature (spec part 2, section 9) of the thread's practice. Writing needs it;
 * reading and deleting never do, so a practice that changes its plan keeps its conversations. The provider hears
 * the plan gate's words; a client, that its provider does not offer messaging.
 */
export async function assertMessagingPlan(db: Db, caller: SessionUser, pair: ThreadPair): Promise<void> {
  if (caller.id === pair.providerId) {
    await assertPlanFeature(db, pair.practiceId, 'secureMessaging', PLAN_GATE_MESSAGES.secureMessaging);
    return;
  }
  const billing = await findPracticeBilling(db, pair.practiceId);
  if (!planAllowance(billing?.planString).features.has('secureMessaging'))
    refuse(MESSAGE_MESSAGES.providerNoMessaging);
}

/** Live events of a thread: one topic per pair, heard by its two people's open screens (any API process). */
export const threadTopic = (pair: Pick<ThreadPair, 'providerId' | 'clientId'>) =>
  `thread-${pair.providerId}-${pair.clientId}`;
