import type { Db } from '@tele/data/db';
import { issueLink } from '@tele/data/links';
import {
  markNotificationFinal,
  releaseNotificationForRetry,
  type ClaimedNotification,
  type NotificationRecord,
} from '@tele/data/repositories/notifications';
import {
  DeliveryError,
  type Channel,
  type Delivery,
  type EmailMessage,
  type SmsMessage,
} from '#jobs/channels/delivery.js';
import { SendNotificationJob } from '@tele/data/job-definitions/send-notification';
import { describeError, maskRecipient, type Logger } from '#jobs/lib/log.js';
import type { SendBatches } from '#jobs/lib/send-batches.js';
import { JobRejected, type JobRun } from '@tele/data/queues';
import { renderNotification, type RenderedNotification } from '#jobs/templates/registry.js';
import { NotificationSkipped, TemplateError, type TemplateContext } from '#jobs/templates/template.js';

export interface SendNotificationDeps {
  db: Db;
  channels: { email: Channel<EmailMessage>; sms: Channel<SmsMessage> };
  productName: string;
  publicUrl: string;
  clock: () => Date;
  log: Logger;
  /** The claim and the "sent" write, a few milliseconds' worth of this process's sends at a time. */
  batches: SendBatches;
}

export type SendOutcome = 'sent' | 'not-claimed' | 'skipped' | 'failed' | 'unknown' | 'retrying';

/** Thrown after a row was released for retry, so the queue runs the job again after its backoff. */
export class RetryLater extends Error {
  override name = 'RetryLater';
}

function isMissingReference(error: unknown): boolean {
  return error instanceof Error && error.name === 'SequelizeForeignKeyConstraintError';
}

function templateContext(deps: SendNotificationDeps, now: Date, row: ClaimedNotification): TemplateContext {
  return {
    productName: deps.productName,
    now,
    async link(request) {
      try {
        return await issueLink(deps.db, { ...request, publicUrl: deps.publicUrl, now });
      } catch (error) {
        if (isMissingReference(error)) throw new NotificationSkipped('what the link is for no longer exists');
        throw error;
      }
    },
    async joinLink({ appointmentId, forProvider }) {
      const base = deps.publicUrl.replace(/\/+$/, '');
      // A message links to its own appointment, whose room key the claim read with the row.
      if (appointmentId !== row.appointmentId)
        throw new TemplateError("a join link must be for the message's own appointment");
      const roomKey = row.roomKey;
      if (!roomKey) throw new NotificationSkipped('the appointment was cancelled or no longer exists');
      const id = encodeURIComponent(appointmentId);
      return forProvider
        ? `${base}/room/${id}`
        : `${base}/invited-room/${id}?key=${encodeURIComponent(roomKey)}`;
    },
  };
}

function deliver(
  deps: SendNotificationDeps,
  row: NotificationRecord,
  rendered: RenderedNotification,
): Promise<Delivery> {
  switch (rendered.channel) {
    case 'email':
      return deps.channels.email.send({ id: row.id, to: row.recipient, ...rendered.content });
    case 'sms':
      return deps.channels.sms.send({ id: row.id, to: row.recipient, text: rendered.content.text });
    default: {
      const unknown: never = rendered;
      throw new TemplateError(`no channel for ${String(unknown)}`);
    }
  }
}

/** The provider took the message; recording that must not be lost to one database hiccup. */
async function recordSent(
  batches: SendBatches,
  id: string,
  providerMessageId: string | null,
  sentAt: Date,
): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await batches.recordSent({ id, providerMessageId, sentAt });
      return true;
    } catch {
      if (attempt >= 3) return false;
      await new Promise((resolve) => setTimeout(resolve, attempt * 500));
    }
  }
}

/**
 * Delivers one outbox row, at most once. The conditional claim (pending → sending) comes before any side
 * effect, so a duplicate job, an overlapping worker or a retry after success finds nothing to do. A worker
 * that dies after the claim leaves the row `sending`; it is never sent again (fail-interrupted-sends closes it).
 */
export async function handleSendNotification(deps: SendNotificationDeps, run: JobRun): Promise<SendOutcome> {
  const parsed = SendNotificationJob.parse(run.data);
  if (!parsed.ok) throw new JobRejected(`invalid payload: ${parsed.problems.join('; ')}`);
  const id = parsed.value.notificationId;
  const now = deps.clock();

  const row = await deps.batches.claim({ id, now });
  if (!row) {
    deps.log.info('notification skipped: not pending (already sent, settled or being sent)', {
      id,
      job: run.id,
    });
    return 'not-claimed';
  }
  const fields = { id, template: row.template, to: maskRecipient(row.recipient), attempt: run.attempt };

  const retryOrGiveUp = async (failure: DeliveryError): Promise<SendOutcome> => {
    if (run.attempt >= run.maxAttempts) {
      await markNotificationFinal(
        deps.db,
        id,
        'failed',
        `gave up after ${run.attempt} attempts: ${failure.message}`,
        now,
      );
      deps.log.error(`${row.channel} failed; no attempts left`, { ...fields, error: failure.message });
      return 'failed';
    }
    await releaseNotificationForRetry(deps.db, id, failure.message, now);
    deps.log.warn(`${row.channel} not sent; will retry`, {
      ...fields,
      of: run.maxAttempts,
      error: failure.message,
    });
    throw new RetryLater(failure.message);
  };

  let rendered: RenderedNotification;
  try {
    rendered = await renderNotification(row, templateContext(deps, now, row));
  } catch (error) {
    if (error instanceof NotificationSkipped) {
      await markNotificationFinal(deps.db, id, 'skipped', error.message, now);
      deps.log.info(`${row.channel} skipped`, { ...fields, reason: error.message });
      return 'skipped';
    }
    if (error instanceof TemplateError) {
      await markNotificationFinal(deps.db, id, 'failed', error.message, now);
      deps.log.error(`${row.channel} cannot be rendered; not retried`, { ...fields, error: error.message });
      return 'failed';
    }
    // The database went away while minting a link, say. Nothing was sent, so trying again is safe.
    return retryOrGiveUp(new DeliveryError('retryable', `rendering failed: ${describeError(error)}`));
  }

  let delivery: Delivery;
  try {
    delivery = await deliver(deps, row, rendered);
  } catch (error) {
    const failure =
      error instanceof DeliveryError ? error : new DeliveryError('unknown', describeError(error));
    switch (failure.kind) {
      case 'retryable':
        return retryOrGiveUp(failure);
      case 'permanent':
        await markNotificationFinal(deps.db, id, 'failed', failure.message, now);
        deps.log.error(`${row.channel} refused by the provider; not retried`, {
          ...fields,
          error: failure.message,
        });
        return 'failed';
      case 'unknown':
        await markNotificationFinal(
          deps.db,
          id,
          'failed',
          `outcome unknown; not resent: ${failure.message}`,
          now,
        );
        deps.log.error(`${row.channel} outcome unknown; not resent`, { ...fields, error: failure.message });
        return 'unknown';
      default: {
        const kind: never = failure.kind;
        throw new Error(`unhandled failure kind ${String(kind)}`);
      }
    }
  }

  // sent_at is when the provider answered, not when the run began.
  if (!(await recordSent(deps.batches, id, delivery.providerMessageId, deps.clock()))) {
    deps.log.error(`${row.channel} sent but not recorded; the row stays sending and is not resent`, {
      ...fields,
      provider: delivery.providerMessageId,
    });
    return 'sent';
  }
  const event = deps.channels[row.channel].isLive
    ? `${row.channel} sent`
    : `${row.channel} marked sent (log only)`;
  deps.log.info(event, { ...fields, provider: delivery.providerMessageId });
  return 'sent';
}
